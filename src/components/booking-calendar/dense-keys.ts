/**
 * What a day's bounded list of times (time-list.ts) needs beyond its markup, loaded with the first such list shown
 * and applied after each render of the calendar (`denseLists`): one Tab stop (a roving tabindex: the time last
 * focused, else the chosen one, else the first open one), the keys that move between its times, and its chosen
 * time scrolled into view inside it.
 */

/** Each list's time that last had focus (its Tab stop while that time is in it). */
const active = new WeakMap<HTMLElement, string>();
/** Lists whose keys are listened to (Lit reuses a list's element from day to day). */
const wired = new WeakSet<HTMLElement>();

export function denseLists(root: ParentNode, reveal: boolean): void {
  for (const box of root.querySelectorAll<HTMLElement>('.dense')) {
    if (!wired.has(box)) {
      wired.add(box);
      box.addEventListener('keydown', denseKey);
      box.addEventListener('focusin', (event) => {
        const instant = (event.target as HTMLElement).dataset['instant'];
        if (instant) active.set(box, instant);
        rove(box);
      });
    }
    rove(box);
  }
  if (reveal) revealChosen(root);
}

/** Only the list's Tab stop is in tab order: the time that last had focus, else the chosen one, else the first. */
function rove(box: HTMLElement): void {
  const times = [...box.querySelectorAll<HTMLButtonElement>('.slot')];
  const open = times.filter((time) => !time.disabled);
  const stop =
    open.find((time) => time.dataset['instant'] === active.get(box)) ??
    open.find((time) => time.classList.contains('selected')) ??
    open[0];
  for (const time of times) time.tabIndex = time === stop ? 0 : -1;
}

/**
 * The keys of a bounded list, its times in reading order, full ones skipped: times in reading order, full ones skipped): Left / Right the previous / next time
 * (mirrored right to left), Up / Down the time above / below (the nearest in the row above or below, across parts
 * of the day), Home / End the day's first / last time, PageUp / PageDown the first time of this part of the day,
 * else of the one before / of the next part (the day's last time in the last part). Focus scrolls the time into
 * view inside the box, below its part's sticky heading (the box's scroll padding).
 */
function denseKey(event: KeyboardEvent): void {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const box = event.currentTarget as HTMLElement;
  const from = event.target as HTMLElement;
  const times = [...box.querySelectorAll<HTMLButtonElement>('.slot:not(:disabled)')];
  const at = times.indexOf(from as HTMLButtonElement);
  if (at < 0) return;
  const rtl = getComputedStyle(box).direction === 'rtl';
  const groupOf = (time: HTMLElement) => time.closest('ul');
  let to: HTMLElement | undefined;
  switch (event.key) {
    case 'ArrowRight':
    case 'ArrowLeft':
      to = times[at + ((event.key === 'ArrowRight') !== rtl ? 1 : -1)];
      break;
    case 'ArrowDown':
    case 'ArrowUp':
      to = nearestInRow(times, from, event.key === 'ArrowDown');
      break;
    case 'Home':
      to = times[0];
      break;
    case 'End':
      to = times.at(-1);
      break;
    case 'PageDown':
      to =
        times.find((time, index) => index > at && groupOf(time) !== groupOf(from)) ?? times.at(-1);
      break;
    case 'PageUp': {
      const firstOfGroup = times.find((time) => groupOf(time) === groupOf(from))!;
      const previous = firstOfGroup === from ? times[at - 1] : firstOfGroup;
      to = previous && times.find((time) => groupOf(time) === groupOf(previous));
      break;
    }
    default:
      return;
  }
  event.preventDefault();
  if (to && to !== from) to.focus();
}

/** The time in the row below (`down`) or above `from` whose centre is nearest `from`'s, or none at the end. */
function nearestInRow(times: HTMLElement[], from: HTMLElement, down: boolean) {
  const origin = from.getBoundingClientRect();
  const centre = origin.left + origin.width / 2;
  const rows = times
    .map((time) => ({ time, box: time.getBoundingClientRect() }))
    .filter(({ box }) => (down ? box.top >= origin.bottom - 1 : box.bottom <= origin.top + 1));
  if (!rows.length) return undefined;
  const rowTop = down
    ? Math.min(...rows.map(({ box }) => box.top))
    : Math.max(...rows.map(({ box }) => box.top));
  let best: { time: HTMLElement; distance: number } | undefined;
  for (const { time, box } of rows) {
    if (Math.abs(box.top - rowTop) > 1) continue;
    const distance = Math.abs(box.left + box.width / 2 - centre);
    if (!best || distance < best.distance) best = { time, distance };
  }
  return best?.time;
}

/**
 * Scrolls each bounded list inside itself (never the page) so its chosen time is in view below the part's
 * heading, which stays at the list's top.
 */
function revealChosen(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>('.dense')) {
    const chosen = box.querySelector<HTMLElement>('.slot.selected');
    if (!chosen) continue;
    const { top, bottom } = box.getBoundingClientRect();
    const at = chosen.getBoundingClientRect();
    const heading = box.querySelector<HTMLElement>('.part-of-day')?.offsetHeight ?? 0;
    if (at.top < top + heading) box.scrollTop -= top + heading - at.top + 4;
    else if (at.bottom > bottom) box.scrollTop += at.bottom - bottom + 4;
  }
}
