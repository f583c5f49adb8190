// The live-mode bench page (demo/bench-live.html): `?way=popup|inline&base=<service base URL>&key=<api key>
// &resource=<id>[&duration=<duration>]`. A popup trigger, or an inline tag a screen below the fold, connected to the
// service at `base` (without `key`: a key-adding proxy's way, no key in the page), with the page's `duration` if given;
// `&remember=<minutes>`: a returning visitor, whose earlier visit left the event's default duration (embed.ts).
const query = new URLSearchParams(location.search);
const connection = {
  resource: query.get('resource') ?? '106',
  'base-url': query.get('base') ?? '',
  ...(query.get('key') ? { 'api-key': query.get('key') } : {}),
  ...(query.get('duration') ? { duration: query.get('duration') } : {}),
};
if (query.get('remember'))
  window.localStorage.setItem(
    `booking-widget:duration:${connection['base-url'].replace(/\/+$/, '')}|${connection.resource}`,
    `${query.get('remember')}|${Date.now()}`,
  );
if (query.get('way') === 'inline') {
  const widget = document.getElementById('inline');
  for (const [name, value] of Object.entries(connection)) widget.setAttribute(name, value);
  document.getElementById('below').hidden = false;
} else {
  const trigger = document.getElementById('trigger');
  for (const [name, value] of Object.entries(connection))
    trigger.setAttribute(`data-booking-${name}`, value);
  trigger.hidden = false;
  document.getElementById('below').remove();
}
