// The month in ar, he, ja, de and hi: direction and mirrored arrows, month names, weekday order
// (first day of the week per locale) and the 12/24-hour clock, all compared with Intl in the same browser.
import { expect, test } from './helpers/clock.js';
import { openInline } from './helpers/a11y.js';

const CASES = [
  { language: 'ar', dir: 'rtl', firstDay: 'Saturday', clock: 12 },
  { language: 'he', dir: 'rtl', firstDay: 'Sunday', clock: 24 },
  { language: 'ja', dir: 'ltr', firstDay: 'Sunday', clock: 24 },
  { language: 'de', dir: 'ltr', firstDay: 'Monday', clock: 24 },
  { language: 'hi', dir: 'ltr', firstDay: 'Sunday', clock: 12 },
] as const;

const ENGLISH_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

for (const { language, dir, firstDay, clock } of CASES) {
  test(`${language}: ${dir}, Intl month and weekday names from ${firstDay}, ${clock}-hour times`, async ({
    page,
  }) => {
    const widget = await openInline(page, {
      resource: '101',
      language,
      timezone: 'America/New_York',
    });
    const slot = widget.locator('[part~="slot"]').first();
    await expect(slot).toBeVisible();
    // The language's catalog is its own chunk: under load the times can show before it has arrived.
    await expect(widget.locator('.root')).toHaveAttribute('lang', new RegExp(`^${language}`));

    const seen = await widget.evaluate((host, lang) => {
      const root = host.shadowRoot!;
      const main = root.querySelector<HTMLElement>('.root')!;
      const title = root.querySelector('#period-title')!.textContent!.trim();
      const headers = [...root.querySelectorAll('table[role="grid"] th')].map((th) =>
        th.getAttribute('abbr'),
      );
      const day = root.querySelector<HTMLElement>('[part~="day"][data-date]')!;
      const slotButton = root.querySelector<HTMLElement>('[part~="slot"]')!;
      const prev = root.querySelector<HTMLElement>('.nav button:first-of-type')!;
      const next = root.querySelector<HTMLElement>('.nav button:last-of-type')!;
      /** Which way a chevron points on screen: the x of its tip minus the x of its arms. */
      const pointing = (button: HTMLElement) => {
        const path = button.querySelector('path')!;
        const matrix = path.getScreenCTM()!;
        const tip = new DOMPoint();
        const d = path.getAttribute('d')!;
        const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
        // "m15 5-7 7 7 7": start (15,5), tip = start + (-7,7); "m9 5 7 7-7 7": tip = start + (7,7).
        const start = new DOMPoint(numbers[0]!, numbers[1]!);
        tip.x = numbers[0]! + numbers[2]!;
        tip.y = numbers[1]! + numbers[3]!;
        return tip.matrixTransform(matrix).x - start.matrixTransform(matrix).x;
      };
      const anchor = day.dataset['date']!;
      const [year, month] = anchor.split('-').map(Number) as [number, number];
      const monthDate = Date.UTC(year, month - 1, 15, 12);
      const expectedTitle = new Intl.DateTimeFormat(lang, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(monthDate);
      const monthName = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(
        monthDate,
      );
      // Long weekday names of 2026-11-22 (a Sunday) onwards.
      const weekdayNames = Array.from({ length: 7 }, (_, i) =>
        new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
          Date.UTC(2026, 10, 22 + i, 12),
        ),
      );
      const fullDate = new Intl.DateTimeFormat(lang, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(Date.parse(`${anchor}T12:00:00Z`));
      const instant = slotButton.dataset['instant']!;
      const selected = root.querySelector<HTMLElement>('[part~="day"][part~="selected"]')!;
      const slotDate = new Intl.DateTimeFormat(lang, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(Date.parse(`${selected.dataset['date']!}T12:00:00Z`));
      const time = new Intl.DateTimeFormat(lang, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'America/New_York',
      });
      return {
        dirAttribute: main.getAttribute('dir'),
        direction: getComputedStyle(main).direction,
        lang: main.getAttribute('lang'),
        title,
        expectedTitle,
        monthName,
        headers,
        weekdayNames,
        dayLabel: day.getAttribute('aria-label') ?? '',
        fullDate,
        slotDate,
        slotText: slotButton.textContent!.replace(/\s+/g, ' ').trim(),
        slotLabel: slotButton.getAttribute('aria-label') ?? '',
        expectedTime: time.format(Date.parse(instant)),
        hourCycle: time.resolvedOptions().hourCycle,
        prevX: prev.getBoundingClientRect().x,
        nextX: next.getBoundingClientRect().x,
        prevPoints: pointing(prev),
        nextPoints: pointing(next),
      };
    }, language);

    // Direction: the widget's root, and the arrows mirrored so "previous" points toward the start.
    expect(seen.dirAttribute).toBe(dir);
    expect(seen.direction).toBe(dir);
    expect(seen.lang).toMatch(new RegExp(`^${language}`));
    if (dir === 'rtl') {
      expect(seen.prevX, 'previous sits on the right in RTL').toBeGreaterThan(seen.nextX);
      expect(seen.prevPoints, 'previous points right in RTL').toBeGreaterThan(0);
      expect(seen.nextPoints, 'next points left in RTL').toBeLessThan(0);
    } else {
      expect(seen.prevX).toBeLessThan(seen.nextX);
      expect(seen.prevPoints, 'previous points left').toBeLessThan(0);
      expect(seen.nextPoints, 'next points right').toBeGreaterThan(0);
    }

    // Month names: the title is the locale's month and year; a day's name is its full date.
    expect(seen.title).toBe(seen.expectedTitle);
    expect(seen.title).toContain(seen.monthName);
    expect(
      seen.dayLabel.startsWith(seen.fullDate),
      `${seen.dayLabel} starts with ${seen.fullDate}`,
    ).toBe(true);

    // Weekday order: the first column is the locale's first day of the week.
    const first = ENGLISH_DAYS.indexOf(firstDay);
    const expectedOrder = Array.from({ length: 7 }, (_, i) => seen.weekdayNames[(first + i) % 7]);
    expect(seen.headers).toEqual(expectedOrder);

    // Times: the locale's clock (12-hour with a day period, or 24-hour), in text and accessible name.
    expect(seen.hourCycle?.startsWith(clock === 12 ? 'h1' : 'h2')).toBe(true);
    expect(
      seen.slotText.startsWith(seen.expectedTime),
      `${seen.slotText} / ${seen.expectedTime}`,
    ).toBe(true);
    expect(seen.slotLabel).toContain(seen.expectedTime);
    expect(seen.slotLabel).toContain(seen.slotDate);
  });
}

test('RTL keyboard: ArrowLeft moves to the next day in Arabic and Hebrew', async ({ page }) => {
  for (const language of ['ar', 'he']) {
    const widget = await openInline(page, { resource: '101', language });
    const day = widget.locator('[part~="day"][tabindex="0"]');
    await day.focus();
    const from = await day.getAttribute('data-date');
    await page.keyboard.press('ArrowLeft');
    const to = await widget.evaluate(
      (host) => (host.shadowRoot!.activeElement as HTMLElement | null)?.dataset['date'] ?? '',
    );
    const next = new Date(Date.parse(`${from}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(to, language).toBe(next);
  }
});
