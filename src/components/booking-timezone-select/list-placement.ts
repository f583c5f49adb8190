/** The list's own maximum height (px): its `max-height` of 16rem. */
const LIST_MAX = 256;

/**
 * Places a field's popup list where it fits: below the field, or above it when the visible viewport (without a
 * phone's keyboard) has too little room below and more above; its height then ends inside the viewport. Returns
 * whether it opens upward. The height is set through the CSSOM, which a strict CSP allows (a style attribute it
 * would not).
 */
export function placeList(field: Element, list: HTMLElement): boolean {
  const box = field.getBoundingClientRect();
  const top = visualViewport?.offsetTop ?? 0;
  const bottom = top + (visualViewport?.height ?? innerHeight);
  const below = bottom - box.bottom;
  const above = box.top - top;
  const upward = below < Math.min(LIST_MAX, list.scrollHeight) + 8 && above > below;
  const room = Math.max(96, Math.floor((upward ? above : below) - 12));
  list.style.maxHeight = room < LIST_MAX ? `${room}px` : '';
  return upward;
}
