// The page-of-events demo: a booking page's events (`page`), or a host's (`?user=`), in demo mode.
import '../src/index.js';

const params = new URLSearchParams(location.search);
const widget = document.querySelector('booking-widget[data-events-demo]');
const user = params.get('user');
// ?page=2: the settings showcase (a protected, a private, a paid and a German event).
const page = params.get('page');
if (widget && page) widget.setAttribute('page', page);
if (widget && user) {
  widget.removeAttribute('page');
  widget.setAttribute('user', user);
}
for (const name of ['language', 'theme', 'view']) {
  const value = params.get(name);
  if (value) widget?.setAttribute(name, value);
}
