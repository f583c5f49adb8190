/**
 * A `hasChanged` for the inner elements' plain-data properties (a bookable window, the search ahead's answer, the
 * durations offered, a set of strings): the widget builds these afresh on each of its renders, and an element
 * given one equal in content to the last has nothing new to show. Without it each widget render re-renders the
 * calendar, the details column and the zone selector, on a month switch and while the first times load alike.
 * Content is compared as JSON: these values are small, and made of strings, numbers, booleans and arrays of them.
 */
export const contentChanged = (value: unknown, old: unknown): boolean =>
  JSON.stringify(value) !== JSON.stringify(old);
