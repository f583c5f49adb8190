/**
 * The one way the elements dispatch events. Public events (`booking-*` on <booking-widget>) bubble and are
 * composed, so a page hears them across the shadow root; the events inner elements send to the widget stay
 * inside it (`composed: false`) and are never part of the public contract.
 */
export function emit<T>(
  target: EventTarget,
  name: string,
  detail: T,
  { composed = true }: { composed?: boolean } = {},
): boolean {
  return target.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed }));
}

/** An event between the widget's own elements: bubbles to the widget, never out of its shadow root. */
export const emitInner = <T>(target: EventTarget, name: string, detail: T): boolean =>
  emit(target, name, detail, { composed: false });
