// Counts Content-Security-Policy and Trusted Types violations on the strict-CSP demo pages and shows
// them, with the widget's events, as text. An external classic script: the pages allow no inline code.
{
  const violations = [];
  window.__cspViolations = violations;

  const render = () => {
    const element = document.getElementById('csp-status');
    if (!element) return;
    const list = violations
      .map((v) => `${v.directive} blocked ${v.blockedURI || 'inline'} ${v.sample}`)
      .join('; ');
    element.textContent =
      violations.length === 0
        ? 'No policy violations so far.'
        : `${violations.length} policy violation(s): ${list}`;
    element.setAttribute('data-violations', String(violations.length));
  };

  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      violations.push({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
      render();
    },
    true,
  );

  const EVENTS = [
    'booking-ready',
    'booking-date-selected',
    'booking-slot-selected',
    'booking-confirmed',
    'booking-error',
    'booking-open',
    'booking-close',
  ];
  for (const name of EVENTS) {
    document.addEventListener(name, (event) => {
      const log = document.getElementById('log');
      if (!log) return;
      const detail = event.detail ?? {};
      const item = document.createElement('li');
      const note = detail.booking_id ?? detail.code ?? detail.date ?? '';
      item.textContent = note ? `${name} · ${note}` : name;
      log.prepend(item);
    });
  }

  document.addEventListener('DOMContentLoaded', render);
}
