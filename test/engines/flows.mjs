// What the engine lane does in each browser, on the built demo page served with a strict Content-Security-Policy
// (demo/csp.html: an inline product demo, resource 101, and a popup button for the pottery workshop, 102). The
// demo mock runs in the page on the machine's clock, and these engines have no Playwright clock to fix it, so
// each flow chooses its day from the data: the day the widget opens on, or "Jump to …" when that view has no
// times; then that day's first time. Every flow ends where the visitor does: the confirmation naming the booked
// time, and no policy violation reported on the page.

const WAIT_MS = 20_000;

/** Polls `browser.probe(request)` until it finds something; fails naming `what` after WAIT_MS. */
export async function waitFor(browser, request, what) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const answer = await browser.probe({ op: 'find', ...request });
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`${what}: not on screen after ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until focus is on an element `accept` takes; fails naming `what` and where focus is. */
async function waitForFocus(browser, accept, what) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const focused = await browser.probe({ op: 'focus' });
    // Firefox activates nothing by key in a page without the keyboard, though its focus moves on.
    if (focused?.pageHasKeyboard === false)
      throw new Error(
        `the page lost the keyboard to the browser's own UI (focus on ${focused.text})`,
      );
    if (focused && accept(focused)) return focused;
    if (Date.now() > deadline)
      throw new Error(`focus should be on ${what}, is on ${JSON.stringify(focused)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Presses `key` until focus is on an element `accept` takes (at most `max` presses). */
async function pressUntil(browser, key, accept, what, max = 40) {
  const seen = [];
  for (let press = 0; press < max; press++) {
    await browser.press(key);
    const focused = await browser.probe({ op: 'focus' });
    if (focused && accept(focused)) return focused;
    seen.push(`${focused?.tag}:${(focused?.label || focused?.text || '').slice(0, 30)}`);
  }
  throw new Error(`${what}: not reached after ${max}× ${key} (${seen.join(' → ')})`);
}

/**
 * Clicks `request`'s element once it stands still (two looks 100 ms apart find it at the same place), as
 * Playwright's actionability checks do: an element found while the popup still settles moves from under the click.
 */
async function clickOn(browser, request, what) {
  let target = await waitFor(browser, request, what);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await waitFor(browser, request, what);
    if (again.x === target.x && again.y === target.y) break;
    target = again;
  }
  await browser.click(target.x, target.y);
  return target;
}

const OPEN_TIME = { css: '[part~="slot"]:not([disabled])' };
const JUMP = { css: 'button', text: '^Jump to' };
const SUBMIT = { css: '[part~="submit"]' };
const CONFIRMATION = { css: '[part~="confirmation"]' };

/** Clicks the first open time of the view the widget opened on, after "Jump to …" when it has none. */
async function clickFirstTime(browser, within) {
  const seen = await waitFor(browser, { within, any: [OPEN_TIME, JUMP] }, 'a time or "Jump to …"');
  if (seen.which === 1) await clickOn(browser, { within, ...JUMP }, '"Jump to …"');
  return clickOn(browser, { within, ...OPEN_TIME }, 'an open time');
}

/** Clicks into the field named `name` and types `text`. */
async function fill(browser, name, text) {
  await clickOn(
    browser,
    { css: `input[name="${name}"], textarea[name="${name}"]` },
    `field ${name}`,
  );
  await browser.type(text);
}

/**
 * The confirmation is on screen and names the booked date and start time as the time's button said them (its
 * accessible name: "2:00 PM, Monday, November 30, 2026, …"; the confirmation: "Date November 30, 2026 Time
 * 2:00 – 2:30 PM").
 */
async function expectConfirmed(browser, time) {
  await waitFor(browser, CONFIRMATION, 'the confirmation');
  const said = await browser.probe({ op: 'text', ...CONFIRMATION });
  const named = `${time.label} ${time.text}`;
  const clock = named.match(/\b\d{1,2}:\d{2}\b/)?.[0];
  const date = named.match(/[A-Z][a-z]+ \d{1,2}, \d{4}/)?.[0];
  if (!clock || !date) throw new Error(`the time's button names no date and time: "${named}"`);
  if (!said.includes(date) || !new RegExp(`Time ${clock}\\b`).test(said))
    throw new Error(`the confirmation should name ${date}, ${clock}: "${said.slice(0, 160)}"`);
  await expectNoViolations(browser);
  return `${date}, ${clock}`;
}

/** demo/csp.html counts every policy violation the browser reports, on screen. */
async function expectNoViolations(browser) {
  const status = await browser.probe({ op: 'text', css: '#csp-status' });
  if (!/^No policy violations/.test(status)) throw new Error(`strict CSP: ${status}`);
}

/** Inline, by pointer: the product demo's first time, its form (text, number, radio, a select by type-ahead). */
export async function bookInline(browser, origin) {
  await browser.goto(`${origin}/demo/csp.html`);
  const time = await clickFirstTime(browser);
  await waitFor(browser, { css: '[part~="form"]' }, 'the form');
  await fill(browser, 'name', 'Ada Lovelace');
  await fill(browser, 'email', 'ada@example.com');
  await fill(browser, 'company', 'Analytical Engines');
  await fill(browser, 'company_size', '42');
  await clickOn(browser, { css: 'label.choice', text: '^Product$' }, 'the "Product" role');
  // A select's own list is the platform's menu, outside the page: focus it from the radio and type ahead.
  await pressUntil(browser, 'Tab', (focused) => focused.tag === 'select', 'the region select', 4);
  await browser.type('Europe');
  const region = await browser.probe({ op: 'focus' });
  if (region.value !== 'emea') throw new Error(`region by type-ahead: "${region.value}"`);
  await clickOn(browser, SUBMIT, 'the submit button');
  return expectConfirmed(browser, time);
}

/** The popup, by pointer: the pottery workshop's first time; its required radio question. */
export async function bookPopup(browser, origin) {
  await browser.goto(`${origin}/demo/csp.html`);
  await clickOn(browser, { css: 'button[data-booking-resource="102"]' }, 'the popup button');
  await waitFor(browser, { css: 'dialog[open]' }, 'the popup');
  // The inline widget behind the modal popup has times too: only the popup's count.
  const time = await clickFirstTime(browser, 'booking-dialog');
  await waitFor(browser, { css: '[part~="form"]' }, 'the form');
  await fill(browser, 'name', 'Grace Hopper');
  await fill(browser, 'email', 'grace@example.com');
  await clickOn(browser, { css: 'label.choice', text: '^Never$' }, 'the experience answer');
  await clickOn(browser, SUBMIT, 'the submit button');
  return expectConfirmed(browser, time);
}

const isDay = (focused) => focused.part.split(' ').includes('day');
const isTime = (focused) => focused.part.split(' ').includes('slot');
const closed = (day) => day.disabled || / unavailable$/.test(day.label);

/**
 * The keyboard alone, in the popup: Tab to the button, Enter opens it, Tab into the grid, arrows to a day with
 * times, Enter, Enter on its first time, type the form, arrows in the radio group, Enter to book.
 */
export async function bookByKeyboard(browser, origin) {
  await browser.goto(`${origin}/demo/csp.html`);
  await pressUntil(
    browser,
    'Tab',
    (f) => f.text.startsWith('Join a pottery workshop'),
    'the button',
    10,
  );
  await browser.press('Enter');
  // The popup's code may still be on its way: a Tab before it opens would leave the page's last control for the
  // browser's own UI, and the keyboard would not come back.
  await waitFor(browser, { css: 'dialog[open]' }, 'the popup');
  await waitForFocus(browser, (f) => f.part === 'close', "the popup's close button");
  let day = await pressUntil(browser, 'Tab', isDay, 'a day of the calendar', 30);
  for (let step = 0; step < 62 && closed(day); step++) {
    await browser.press('ArrowRight');
    day = await waitForFocus(browser, isDay, 'a day');
  }
  if (closed(day)) throw new Error(`no day with times by ArrowRight: ${day.label}`);
  await browser.press('Enter');
  const time = await waitForFocus(browser, isTime, 'the first time of the day');
  await browser.press('Enter');
  await waitForFocus(browser, (f) => f.name === 'name', 'the name field');
  await browser.type('Alan Turing');
  await browser.press('Tab');
  await waitForFocus(browser, (f) => f.name === 'email', 'the e-mail field');
  await browser.type('alan@example.com');
  await pressUntil(browser, 'Tab', (f) => f.type === 'radio', 'the experience question', 6);
  await browser.press('ArrowDown');
  await waitForFocus(browser, (f) => f.type === 'radio' && f.checked, 'a chosen answer');
  await pressUntil(browser, 'Tab', (f) => f.part.includes('submit'), 'the submit button', 20);
  await browser.press('Enter');
  return expectConfirmed(browser, time);
}
