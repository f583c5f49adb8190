export {};

// demo/floating.html: one floating button; choosing a corner replaces it (same options → same button).
interface Api {
  floatingButton(options: Record<string, unknown>): void;
}
const floatingApi = (): Api => (window as unknown as { BookingWidget: Api }).BookingWidget;
const position = document.querySelector<HTMLSelectElement>('#position');

const show = (): void =>
  floatingApi().floatingButton({
    resource: '101',
    demo: true,
    text: 'Book a demo',
    position: position?.value ?? 'bottom-right',
  });
position?.addEventListener('change', show);
show();
