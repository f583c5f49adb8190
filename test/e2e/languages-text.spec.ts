// Text in every script: day numbers that fit their circles, and the service's own text laid out in its own
// direction inside right-to-left chrome.
import { expect, test } from './helpers/clock.js';
import { openInline } from './helpers/a11y.js';
import { pickFirstSlot } from './booking-helpers.js';

test.use({ timezoneId: 'America/New_York' });

for (const language of ['ja', 'zh', 'ko'] as const) {
  test(`${language}: the month's day numbers are numbers alone, each on one line in its circle`, async ({
    page,
  }) => {
    const widget = await openInline(page, { resource: '101', language });
    await expect(widget.locator('.root')).toHaveAttribute('lang', new RegExp(`^${language}`));
    const days = await widget.evaluate((host) =>
      [...host.shadowRoot!.querySelectorAll<HTMLElement>('[part~="day"][data-date]')].map((day) => {
        const range = document.createRange();
        range.selectNodeContents(day);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { date: day.dataset['date']!, text: day.textContent!.trim(), lines: lines.size };
      }),
    );
    expect(days.length).toBeGreaterThanOrEqual(28);
    for (const day of days) {
      expect(day.text, day.date).toBe(String(Number(day.date.slice(8))));
      expect(day.lines, `${day.date} on one line`).toBe(1);
    }
  });
}

test("ar: the host's English question reads left to right, its question mark at its end", async ({
  page,
}) => {
  await openInline(page, { resource: '101', language: 'ar' });
  await pickFirstSlot(page);
  const widget = page.locator('booking-widget');
  const label = widget.getByText('Anything we should prepare?', { exact: true });
  await expect(label).toBeVisible();
  const seen = await label.evaluate((element) => {
    const text = [...element.childNodes].find((node) => node.textContent?.includes('Anything'))!;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().x;
    };
    const content = text.textContent!;
    return {
      direction: getComputedStyle(element).direction,
      chrome: getComputedStyle(element.parentElement!).direction,
      first: at(content.indexOf('A')),
      mark: at(content.indexOf('?')),
    };
  });
  expect(seen.chrome).toBe('rtl');
  expect(seen.direction).toBe('ltr');
  expect(seen.mark, '"?" right of "Anything"').toBeGreaterThan(seen.first);
});
