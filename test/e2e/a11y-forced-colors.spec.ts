// Forced colours (Windows High Contrast, emulated): every state that colour alone shows elsewhere — the pressed view,
// clock and duration, the selected day and time, today, unavailable days and times, the disabled arrow — differs
// from its siblings in what the mode keeps (system colours, borders, outlines), compared as computed styles.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { contrastRatio, openInline } from './helpers/a11y.js';

test.describe.configure({ timeout: 120_000 });

/** What forced colours keep of an element's look: system colours, borders, outline, weight, decoration. */
interface Kept {
  background: string;
  color: string;
  border: string;
  outline: string;
  decoration: string;
}

async function kept(control: Locator): Promise<Kept> {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      color: style.color,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      outline: `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
      decoration: style.textDecorationLine,
    };
  });
}

/** A system colour as the emulated mode draws it. */
const systemColour = (page: Page, name: string) =>
  page.evaluate((colour) => {
    const probe = document.createElement('span');
    probe.style.color = colour;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, name);

/** The colour `control` is drawn in against the page (its fill, or else the canvas). */
const fillOf = (style: Kept, canvas: string) =>
  /rgba\(.*, 0\)$/.test(style.background) ? canvas : style.background;

test('forced colours: pressed, selected, today, unavailable and disabled each differ from their siblings', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const widget = await openInline(page, { resource: '101' });
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const differs = (a: Kept, b: Kept) => JSON.stringify(a) !== JSON.stringify(b);

  // The view switch: Month pressed, Week and Day not.
  const month = await kept(widget.getByRole('button', { name: 'Month', exact: true }));
  const week = await kept(widget.getByRole('button', { name: 'Week', exact: true }));
  expect(differs(month, week), 'pressed view vs the others').toBe(true);
  expect(contrastRatio(fillOf(month, canvas), canvas)).toBeGreaterThanOrEqual(3);

  // The 12/24-hour toggle and the duration chips.
  for (const group of [widget.locator('[part~="clock"]'), widget.locator('[part~="header"]')]) {
    const pressed = group.locator('.chip[aria-pressed="true"]').first();
    const other = group.locator('.chip[aria-pressed="false"]').first();
    const [on, off] = [await kept(pressed), await kept(other)];
    expect(differs(on, off), `${await pressed.textContent()} vs ${await other.textContent()}`).toBe(
      true,
    );
    expect(contrastRatio(fillOf(on, canvas), canvas)).toBeGreaterThanOrEqual(3);
  }

  // Today's month: today's dot drawn, the previous arrow disabled.
  const dot = await widget.locator('.day.today').evaluate((day) => {
    const after = getComputedStyle(day, '::after');
    const fill = getComputedStyle(day).backgroundColor;
    return { content: after.content, background: after.backgroundColor, fill };
  });
  expect(dot.content).not.toBe('none');
  // Drawn on the day's own fill when today is the selected day (Highlight), else on the page's canvas.
  const under = dot.fill === 'rgba(0, 0, 0, 0)' ? canvas : dot.fill;
  expect(contrastRatio(dot.background, under)).toBeGreaterThanOrEqual(3);

  // The previous arrow is disabled in the current month: GrayText, apart from the enabled next arrow.
  const previous = widget.getByRole('button', { name: 'Previous month' });
  await expect(previous).toBeDisabled();
  const [before, after] = [
    await kept(previous),
    await kept(widget.getByRole('button', { name: 'Next month' })),
  ];
  expect(before.color).not.toBe(after.color);
  expect(await previous.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  expect(before.color).toBe(await systemColour(page, 'GrayText'));

  // Days: selected, available, unavailable; no ring on the blank cells.
  // Today's month may have one bookable day left: next month's has several, and days off.
  await widget.getByRole('button', { name: 'Next month' }).click();
  await expect(widget.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'false');
  await widget.locator('.day.available').first().click();
  const selected = await kept(widget.locator('.day.selected'));
  const available = await kept(widget.locator('.day.available:not(.selected)').first());
  const unavailable = await kept(widget.locator('.day[aria-disabled="true"]').first());
  expect(differs(selected, available), 'selected day vs an available one').toBe(true);
  expect(contrastRatio(fillOf(selected, canvas), canvas)).toBeGreaterThanOrEqual(3);
  expect(differs(available, unavailable), 'available vs unavailable day').toBe(true);
  expect(available.border).not.toBe(unavailable.border);
  expect(available.color).not.toBe(unavailable.color);
  const blanks = widget.locator('.day.blank');
  expect(await blanks.count()).toBeGreaterThan(0);
  for (const blank of await blanks.all()) expect((await kept(blank)).border).toMatch(/^0px/);
  // Focus: a ring the mode keeps, in its Highlight colour.
  const day = widget.locator('.day.available').first();
  await day.focus();
  await page.keyboard.press('Shift');
  const ring = await day.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, color: style.outlineColor };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.color).toBe(await systemColour(page, 'Highlight'));
});

test('forced colours: the chosen time stands apart from the other times', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const widget = await openInline(page, { resource: '101' });
  await widget.getByRole('button', { name: 'Next month' }).click();
  await expect(widget.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'false');
  await widget.locator('.day.available').first().click();
  const slots = widget.locator('[part~="slot"]:not([disabled])');
  await expect(slots.nth(1)).toBeVisible();
  // The time chosen (kept shown as chosen while a reschedule waits for its confirmation), set directly.
  await widget.locator('booking-calendar').evaluate(
    async (calendar, instant) => {
      const element = calendar as HTMLElement & {
        selectedInstant: string;
        updateComplete: Promise<unknown>;
      };
      element.selectedInstant = instant!;
      await element.updateComplete;
    },
    await slots.first().getAttribute('data-instant'),
  );
  const chosen = widget.locator('[part~="slot"][part~="selected"]');
  await expect(chosen).toBeVisible();
  const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [on, off] = [await kept(chosen), await kept(slots.nth(1))];
  expect(JSON.stringify(on)).not.toBe(JSON.stringify(off));
  expect(contrastRatio(fillOf(on, canvas), canvas)).toBeGreaterThanOrEqual(3);
});

/**
 * Every element's colours as forced colours leave them, through nested shadow roots: the colour, fill and border
 * the mode paints, and the text's own fill (-webkit-text-fill-color: currentcolor, which Chromium resolves from the
 * author's colour, not the forced one, and which axe reads).
 */
async function paletteOf(widget: Locator): Promise<Record<string, string>> {
  return widget.evaluate((host) => {
    const found: Record<string, string> = {};
    let index = 0;
    const visit = (root: ShadowRoot, path: string) => {
      for (const node of root.querySelectorAll('*')) {
        const key = `${path} ${index++} ${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}`;
        const style = getComputedStyle(node);
        found[key] = [
          style.color,
          style.webkitTextFillColor,
          style.backgroundColor,
          style.borderTopColor,
        ].join(' / ');
        if (node.shadowRoot) visit(node.shadowRoot, `${path} > ${node.tagName.toLowerCase()}`);
      }
    };
    visit(host.shadowRoot!, '');
    return found;
  });
}

test('forced colours: the dark theme and a brand colour draw in the same system colours as the light theme', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const palettes: Record<string, Record<string, string>> = {};
  for (const [name, params] of [
    ['light', { theme: 'light' }],
    ['dark', { theme: 'dark' }],
    ['dark with a brand colour', { theme: 'dark' }],
  ] as const) {
    const widget = await openInline(page, { resource: '101', ...params });
    if (name === 'dark with a brand colour') {
      // A brand colour set by the page: its text shade must not reach the text either.
      await widget.evaluate((host) =>
        (host as HTMLElement).style.setProperty('--booking-primary', '#facc15'),
      );
      // Its palette is derived by a chunk loaded for it: compared once it is adopted.
      await expect
        .poll(() =>
          widget.evaluate((host) =>
            host.shadowRoot!.adoptedStyleSheets.some((sheet) =>
              [...sheet.cssRules].some((rule) => rule.cssText.includes('--_on-primary')),
            ),
          ),
        )
        .toBe(true);
    }
    await widget.locator('[part~="slot"]:not([disabled])').first().click();
    await expect(widget.locator('[part~="form"]')).toBeVisible();
    await widget.locator('[part~="submit"]').click();
    await expect(widget.locator('[aria-invalid="true"]').first()).toBeVisible();
    palettes[name] = await paletteOf(widget);
  }
  const light = palettes.light!;
  for (const name of ['dark', 'dark with a brand colour']) {
    const other = palettes[name]!;
    expect(Object.keys(other).length).toBeGreaterThan(100);
    const differing = Object.keys(other)
      .filter((key) => key in light && light[key] !== other[key])
      .map((key) => `${key}: light ${light[key]} | ${name} ${other[key]}`);
    expect(differing).toEqual([]);
    // And none of them is the dark theme's text colour (#f3f4f6) or its muted one (#c0c6d0).
    expect(Object.values(other).join(' ')).not.toMatch(/rgb\(243, 244, 246\)|rgb\(192, 198, 208\)/);
  }
});
