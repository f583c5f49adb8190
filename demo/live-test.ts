// demo/live-test.html: one <booking-widget> configured from the address (resource or page, base-url, api-key, demo, and
// manage-url, booking, action for a manage page), loaded either by the built header script (load=embed, default)
// or from source (load=module).
const params = new URLSearchParams(location.search);

const widget = document.createElement('booking-widget');
const eventsPage = params.get('page');
if (eventsPage !== null) widget.setAttribute('page', eventsPage);
else widget.setAttribute('resource', params.get('resource') ?? '101');
if (params.has('demo')) {
  widget.setAttribute('demo', '');
} else {
  for (const name of ['base-url', 'api-key']) {
    const value = params.get(name);
    if (value !== null) widget.setAttribute(name, value);
  }
}
for (const name of ['manage-url', 'booking', 'action']) {
  const value = params.get(name);
  if (value !== null) widget.setAttribute(name, value);
}
document.querySelector('#host')!.append(widget);

if (params.get('load') === 'module') {
  void import('../src/index.js');
} else {
  const script = document.createElement('script');
  script.src = '/dist/embed.js';
  document.head.append(script);
}
