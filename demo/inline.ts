// Demo page logic: mirrors the query parameters onto <booking-widget> attributes and logs its events.
import '../src/index.js';
import { LANGUAGES } from '../src/api/schemas.js';

const PARAMS = ['resource', 'view', 'language', 'timezone', 'theme', 'hide-details'] as const;
const EVENTS = [
  'booking-ready',
  'booking-date-selected',
  'booking-slot-selected',
  'booking-confirmed',
  'booking-error',
  'booking-manage',
] as const;

const widget = document.querySelector('booking-widget')!;
const form = document.querySelector<HTMLFormElement>('#controls')!;
const log = document.querySelector<HTMLOListElement>('#log')!;

const languageSelect = form.elements.namedItem('language') as HTMLSelectElement;
for (const code of LANGUAGES) languageSelect.add(new Option(code, code));
const zones = document.querySelector('#zones')!;
for (const zone of [
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Pacific/Auckland',
  'America/Los_Angeles',
]) {
  zones.append(new Option(zone, zone));
}

function apply(params: URLSearchParams) {
  widget.setAttribute('resource', params.get('resource') ?? '101');
  for (const name of PARAMS) {
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    const fallback: Record<string, string> = { resource: '101', view: 'month', theme: 'light' };
    const value = params.get(name) ?? fallback[name] ?? '';
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      field.checked = params.has(name);
      widget.toggleAttribute(name, params.has(name));
    } else if (field) {
      field.value = value;
      if (name !== 'resource') {
        if (value) widget.setAttribute(name, value);
        else widget.removeAttribute(name);
      }
    }
  }
  const latency = params.get('latency');
  if (latency) widget.setAttribute('demo-latency', latency);
  for (const name of ['date', 'duration']) {
    const value = params.get(name);
    if (value) widget.setAttribute(name, value);
  }
}

apply(new URLSearchParams(location.search));

form.addEventListener('change', () => {
  const params = new URLSearchParams(location.search);
  for (const name of PARAMS) {
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    if (!field) continue;
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked) params.set(name, '');
      else params.delete(name);
    } else if (field.value) params.set(name, field.value);
    else params.delete(name);
  }
  history.replaceState(null, '', `?${params}`);
  apply(params);
});

for (const name of EVENTS) {
  widget.addEventListener(name, (event) => {
    const item = document.createElement('li');
    const detail = (event as CustomEvent).detail as unknown;
    const summary = JSON.stringify(detail, (key, value) =>
      key === 'resource' && typeof value === 'object' && value ? `#${value.resource_id}` : value,
    );
    item.textContent = `${name} ${summary.length > 300 ? `${summary.slice(0, 300)}…` : summary}`;
    log.prepend(item);
  });
}
