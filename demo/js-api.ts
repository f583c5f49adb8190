export {};

// demo/js-api.html: drives the popup through window.BookingWidget (queued until the header script runs).
interface Api {
  open(options: Record<string, unknown>): void;
  on(event: string, handler: (event: CustomEvent) => void): void;
  version?: string;
}
const api = (): Api => (window as unknown as { BookingWidget: Api }).BookingWidget;
const $ = <T extends HTMLElement>(selector: string): T => document.querySelector<T>(selector)!;
const eventLog = $<HTMLOListElement>('#log');
let lastBooking = '';

for (const name of [
  'open',
  'close',
  'ready',
  'slot-selected',
  'confirmed',
  'error',
  'rescheduled',
  'canceled',
]) {
  api().on(name, (event) => {
    const item = document.createElement('li');
    const detail = event.detail as { booking_id?: string; code?: string } | undefined;
    item.textContent = `${event.type}${detail?.booking_id ? ` ${detail.booking_id}` : ''}${detail?.code ? ` ${detail.code}` : ''}`;
    eventLog.prepend(item);
    if (event.type === 'booking-confirmed' && detail?.booking_id) {
      lastBooking = detail.booking_id;
      $('#booking-id').textContent = lastBooking;
      $('#manage').hidden = false;
    }
  });
}

$('#open').addEventListener('click', () => {
  api().open({
    resource: $<HTMLSelectElement>('#resource').value,
    view: $<HTMLSelectElement>('#view').value,
    demo: true,
  });
});
$('#reschedule').addEventListener('click', () =>
  api().open({ booking: lastBooking, action: 'reschedule', demo: true }),
);
$('#cancel').addEventListener('click', () =>
  api().open({ booking: lastBooking, action: 'cancel', demo: true }),
);

const showVersion = (): void => {
  if (api().version) $('#version').textContent = api().version ?? '';
  else setTimeout(showVersion, 100);
};
showVersion();
