// The peer's documented popup trigger (README: onClick → daySchedule.initPopupWidget), attached without an
// inline handler so the bench pages stay CSP-clean. Loaded by both peer pages, so it cancels out.
document.getElementById('trigger')?.addEventListener('click', () => {
  globalThis.daySchedule?.initPopupWidget({ url: 'https://meet.dayschedule.com' });
});
