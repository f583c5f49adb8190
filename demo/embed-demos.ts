export {};

// Shared by the embedding demo pages: logs every widget event that reaches `document` into #log.
const EVENTS = [
  'booking-ready',
  'booking-date-selected',
  'booking-slot-selected',
  'booking-confirmed',
  'booking-error',
  'booking-open',
  'booking-close',
  'booking-rescheduled',
  'booking-canceled',
];

const eventLog = document.querySelector<HTMLOListElement>('#log');

function summary(detail: unknown): string {
  if (!detail || typeof detail !== 'object') return '';
  const record = detail as Record<string, unknown>;
  if (typeof record['booking_id'] === 'string')
    return `booking ${record['booking_id']} (${String(record['status'])})`;
  return JSON.stringify(detail).slice(0, 120);
}

for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    if (!eventLog) return;
    const item = document.createElement('li');
    item.textContent = `${new Date().toLocaleTimeString()} ${name} ${summary((event as CustomEvent).detail)}`;
    eventLog.prepend(item);
  });
}
