// The views demo: one resource (query parameter `resource`, default 101) in month, week and day view.
import '../src/index.js';

const params = new URLSearchParams(location.search);
for (const widget of document.querySelectorAll('booking-widget[data-view-demo]')) {
  widget.setAttribute('resource', params.get('resource') ?? '101');
  for (const name of ['language', 'timezone', 'theme']) {
    const value = params.get(name);
    if (value) widget.setAttribute(name, value);
  }
}
