// What axe can't judge: control boundaries and focus rings at 3:1 in light, dark and brand
// themes, reduced motion, reflow at 320 px and at 200% zoom, 24×24 px targets, the grid and live region.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import {
  contrastRatio,
  expectNoAxeViolations,
  openInline,
  openPopupFromSource,
  targetSizes,
} from './helpers/a11y.js';
import { answerProductDemo } from './booking-helpers.js';

// Many axe scans / steps per test on a shared 2-core machine: timeouts bound hangs, not speed.
test.describe.configure({ timeout: 180_000 });

interface ControlColours {
  what: string;
  border: string;
  borderWidth: number;
  background: string;
  behind: string;
  outline: string;
  outlineWidth: number;
  outlineStyle: string;
  /** Text / icon colour (currentColor): what identifies a borderless button. */
  text: string;
  field: boolean;
}

/** Border, fill and focus ring of each kind of control under `host` (focused by keyboard one by one). */
async function controlColours(page: Page, host: Locator): Promise<ControlColours[]> {
  const selectors = await host.evaluate((element) => {
    const kinds = [
      '.chip',
      '.views button',
      '.iconbtn:not(:disabled)',
      '.day.available',
      '.slot:not(:disabled)',
      'booking-timezone-select input',
      'booking-form input[type="text"]',
      'booking-form input[type="email"]',
      'booking-form input[type="number"]',
      'booking-form select',
      'booking-form textarea',
      'booking-form input[type="radio"]',
      'booking-form input[type="checkbox"]',
      'booking-form [part~="submit"]',
    ];
    const find = (selector: string): HTMLElement | null => {
      const [outer, inner] = selector.split(' ') as [string, string | undefined];
      const root = element.shadowRoot!;
      if (inner && outer.startsWith('booking-')) {
        const child = root.querySelector(outer);
        return (
          child?.shadowRoot?.querySelector<HTMLElement>(selector.slice(outer.length + 1)) ?? null
        );
      }
      return root.querySelector<HTMLElement>(selector);
    };
    return kinds.filter((kind) => find(kind) !== null);
  });
  const found: ControlColours[] = [];
  for (const kind of selectors) {
    await page.keyboard.press('Shift'); // keyboard modality: programmatic focus shows :focus-visible
    found.push(
      await host.evaluate((element, selector) => {
        const [outer] = selector.split(' ') as [string];
        const root = element.shadowRoot!;
        const control = (
          outer.startsWith('booking-') && selector.includes(' ')
            ? root.querySelector(outer)!.shadowRoot!.querySelector(selector.slice(outer.length + 1))
            : root.querySelector(selector)
        ) as HTMLElement;
        /** The first opaque background behind `node`, across shadow boundaries. */
        const behind = (node: Element | null): string => {
          for (let current = node; current;) {
            const colour = getComputedStyle(current).backgroundColor;
            if (colour && !/rgba\(.*, 0\)$/.test(colour) && colour !== 'transparent') return colour;
            current =
              current.parentElement ??
              ((current.getRootNode() as ShadowRoot).host as Element | undefined) ??
              null;
          }
          return 'rgb(255, 255, 255)';
        };
        control.focus();
        const style = getComputedStyle(control);
        return {
          what: selector,
          border: style.borderTopColor,
          borderWidth: parseFloat(style.borderTopWidth),
          background: style.backgroundColor,
          behind: behind(control.parentElement ?? (control.getRootNode() as ShadowRoot).host),
          text: style.color,
          field: /^(INPUT|SELECT|TEXTAREA)$/.test(control.tagName),
          outline: style.outlineColor,
          outlineWidth: parseFloat(style.outlineWidth),
          outlineStyle: style.outlineStyle,
        };
      }, kind),
    );
  }
  return found;
}

function expectControlsVisible(colours: ControlColours[], theme: string) {
  const problems: string[] = [];
  for (const c of colours) {
    const native = /radio|checkbox/.test(c.what);
    const fill = contrastRatio(c.background, c.behind);
    const edge = c.borderWidth >= 1 ? contrastRatio(c.border, c.behind) : 0;
    // Native radios and checkboxes draw their own boundary (accent-color); their focus ring is still ours.
    // A field's edge is what shows where to type; a button may be identified by its text or icon alone.
    const label = c.field ? 0 : contrastRatio(c.text, c.behind);
    if (!native && Math.max(fill, edge, label) < 3) {
      problems.push(
        `${c.what}: boundary ${edge.toFixed(2)}:1, fill ${fill.toFixed(2)}:1, label ${label.toFixed(2)}:1 on ${c.behind}`,
      );
    }
    const ring = contrastRatio(c.outline, c.behind);
    if (c.outlineStyle === 'none' || c.outlineWidth < 2 || ring < 3) {
      problems.push(
        `${c.what}: focus ring ${c.outlineStyle} ${c.outlineWidth}px ${ring.toFixed(2)}:1`,
      );
    }
  }
  expect(problems, `${theme}: controls under 3:1`).toEqual([]);
  expect(colours.length).toBeGreaterThan(8);
}

async function toForm(widget: Locator) {
  await widget.locator('[part~="slot"]:not([disabled])').first().click();
  await expect(widget.locator('[part~="form"]')).toBeVisible();
}

test.describe('control contrast (3:1 boundaries and focus rings)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`inline ${theme}`, async ({ page }) => {
      const widget = await openInline(page, { resource: '101', theme });
      const chooser = await controlColours(page, widget);
      await toForm(widget);
      const form = await controlColours(page, widget);
      expectControlsVisible([...chooser, ...form], theme);
    });
  }

  test('inline with a page brand colour (rose #e11d48)', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = 'booking-widget { --booking-primary: #e11d48; }';
        document.head.append(style);
      });
    });
    const widget = await openInline(page, { resource: '101' });
    await expectNoAxeViolations(page, 'rose month');
    const chooser = await controlColours(page, widget);
    await toForm(widget);
    const form = await controlColours(page, widget);
    expectControlsVisible([...chooser, ...form], 'rose');
  });

  for (const [primary, theme] of [
    ['#facc15', 'light'],
    ['#1e1b4b', 'dark'],
  ] as const) {
    test(`popup with only a brand colour ${primary} (${theme})`, async ({ page }) => {
      const widget = await openPopupFromSource(page, {
        resource: '101',
        demo: true,
        primary,
        theme,
      });
      await expectNoAxeViolations(page, `${primary} month`);
      const chooser = await controlColours(page, widget);
      await toForm(widget);
      await expectNoAxeViolations(page, `${primary} form`);
      const form = await controlColours(page, widget);
      expectControlsVisible([...chooser, ...form], `${primary} ${theme}`);
    });
  }
});

/** Every element under the widget (and the popup) with a running animation or transition. */
async function moving(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const node of root.querySelectorAll('*')) {
        if (node.shadowRoot) visit(node.shadowRoot);
        const style = getComputedStyle(node);
        const durations = (value: string) => value.split(',').map((d) => parseFloat(d) || 0);
        const animated =
          style.animationName !== 'none' &&
          durations(style.animationDuration).some((d) => d > 0.01);
        const transitioned = durations(style.transitionDuration).some((d) => d > 0.01);
        if (animated || transitioned) {
          found.push(
            `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''} ${style.animationName}`,
          );
        }
      }
    };
    for (const host of document.querySelectorAll('booking-widget, booking-dialog')) {
      if (host.shadowRoot) visit(host.shadowRoot);
    }
    return found;
  });
}

test.describe('reduced motion', () => {
  test('the loading placeholders pulse by default and stand still with prefers-reduced-motion', async ({
    browser,
  }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await page.goto('/demo/inline.html?resource=101&latency=2500');
      const placeholder = page.locator('booking-widget .bone').first();
      await expect(placeholder).toBeAttached();
      const animated = await moving(page);
      if (reducedMotion === 'reduce') expect(animated).toEqual([]);
      else expect(animated.join(' ')).toMatch(/bone-pulse/);
      await context.close();
    }
  });

  test('the popup opens without animation with prefers-reduced-motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openPopupFromSource(page, { resource: '101', demo: true });
    expect(await moving(page)).toEqual([]);
    await context.close();
  });
});

/** A bare page holding only the widget, so the page's own layout can't cause the scroll. */
async function barePage(page: Page, resource = '101') {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Book</title>
<script type="module" src="/src/index.ts"></script>
<style>body { margin: 0; padding: 8px; font-family: system-ui, sans-serif; }</style></head>
<body><main><h1>Book</h1><booking-widget resource="${resource}" demo></booking-widget></main></body></html>`;
  await page.route('**/e2e/bare.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await page.goto('/e2e/bare.html');
  const widget = page.locator('booking-widget');
  await expect(widget.locator('[part~="slot"]').first()).toBeVisible();
  return widget;
}

async function expectNoHorizontalScroll(page: Page, step: string) {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(sizes.scroll, `${step}: page scrolls sideways`).toBeLessThanOrEqual(sizes.client);
}

for (const [width, label] of [
  [320, '320 px wide'],
  [640, '200% zoom (1280 px at 200% is 640 CSS px)'],
] as const) {
  test(`reflow at ${label}: no sideways scroll, and a booking completes`, async ({ page }) => {
    await page.setViewportSize({ width, height: 640 });
    const widget = await barePage(page);
    await expectNoHorizontalScroll(page, 'month');
    // Every day of the month is inside the viewport.
    const outside = await widget.evaluate((host, viewport) => {
      const days = host.shadowRoot!.querySelectorAll('[part~="day"]');
      return [...days]
        .map((day) => day.getBoundingClientRect())
        .filter((box) => box.left < 0 || box.right > viewport).length;
    }, width);
    expect(outside).toBe(0);
    await widget.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(widget.locator('[part~="slot"]').first()).toBeVisible();
    await expectNoHorizontalScroll(page, 'week');
    await widget.locator('[part~="slot"]:not([disabled])').first().click();
    await expect(widget.locator('[part~="form"]')).toBeVisible();
    await expectNoHorizontalScroll(page, 'form');
    await widget.getByRole('textbox', { name: /^Full name/ }).fill('Ada Lovelace');
    await widget.getByRole('textbox', { name: /^Email address/ }).fill('ada@example.com');
    await answerProductDemo(widget);
    await widget.locator('[part~="submit"]').click();
    await expect(widget.locator('[part~="confirmation"]')).toBeVisible();
    await expectNoHorizontalScroll(page, 'confirmation');
  });
}

test('targets are at least 24×24 px on the month, week, form and confirmation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const widget = await barePage(page);
  const small = async (step: string) => {
    const sizes = await targetSizes(widget);
    expect(sizes.length, step).toBeGreaterThan(3);
    expect(
      sizes.filter((size) => size.width < 24 || size.height < 24),
      `${step}: targets under 24×24`,
    ).toEqual([]);
  };
  await small('month');
  await widget.getByRole('combobox', { name: 'Time zone' }).click();
  await expect(widget.getByRole('listbox')).toBeVisible();
  await small('time zone list');
  await page.keyboard.press('Escape');
  await widget.getByRole('button', { name: 'Week', exact: true }).click();
  await small('week');
  await widget.locator('[part~="slot"]:not([disabled])').first().click();
  await expect(widget.locator('[part~="form"]')).toBeVisible();
  await widget.locator('[part~="submit"]').click();
  await small('form with errors');
  await widget.getByRole('textbox', { name: /^Full name/ }).fill('Ada Lovelace');
  await widget.getByRole('textbox', { name: /^Email address/ }).fill('ada@example.com');
  await answerProductDemo(widget);
  await widget.locator('[part~="submit"]').click();
  await expect(widget.locator('[part~="confirmation"]')).toBeVisible();
  await small('confirmation');
});

test.describe('grid and live region', () => {
  test('the month is an ARIA grid: one tab stop, named days, unavailable days reachable', async ({
    page,
  }) => {
    const widget = await openInline(page, { resource: '101' });
    const grid = widget.getByRole('grid');
    await expect(grid).toHaveAccessibleName(await widget.locator('#period-title').innerText());
    const days = widget.locator('[part~="day"]');
    await expect(days.first()).toBeVisible();
    expect(await widget.locator('[part~="day"][tabindex="0"]').count()).toBe(1);
    const labels = await days.evaluateAll((buttons) =>
      buttons.map((b) => ({
        label: b.getAttribute('aria-label') ?? '',
        disabled: b.getAttribute('aria-disabled'),
        native: (b as HTMLButtonElement).disabled,
        cell: b.parentElement?.getAttribute('role'),
      })),
    );
    for (const day of labels) {
      expect(day.cell).toBe('gridcell');
      expect(day.native, 'unavailable days stay focusable (aria-disabled, not disabled)').toBe(
        false,
      );
      expect(day.label).toMatch(/^\w+day, \w+ \d{1,2}, \d{4}, (\d+ times? available|unavailable)$/);
      expect(day.disabled).toBe(/unavailable$/.test(day.label) ? 'true' : 'false');
    }
    expect(labels.some((d) => / available$/.test(d.label))).toBe(true);
    expect(labels.some((d) => /unavailable$/.test(d.label))).toBe(true);
    await expect(widget.locator('td[aria-selected="true"]')).toHaveCount(1);
  });

  test('the polite live region announces loading, the times, an empty month, errors', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const heard: string[] = [];
      (window as unknown as { __heard: string[] }).__heard = heard;
      setInterval(() => {
        const status = document
          .querySelector('booking-widget')
          ?.shadowRoot?.querySelector('[role="status"][aria-live="polite"]');
        const text = status?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        if (text && heard.at(-1) !== text) heard.push(text);
      }, 20);
    });
    const heard = () => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
    const widget = await openInline(page, { resource: '101', latency: '600' });
    await expect.poll(heard).toContain('Loading');
    await expect
      .poll(async () => (await heard()).join(' | '))
      .toMatch(/\d+ times? available on \w+day/);

    // An empty month: "No times this month", with where the next times are.
    await widget.evaluate((host) => host.setAttribute('date', '2099-01-05'));
    await expect.poll(async () => (await heard()).join(' | ')).toMatch(/No times this month/);
    // An empty week says "this week", not "this month".
    await widget.evaluate((host) => host.setAttribute('view', 'week'));
    await expect
      .poll(async () => (await heard()).at(-1))
      .toMatch(/^No times this week(\. Jump to .+)?$/);

    // An error while loading times.
    await page.evaluate(() =>
      (
        globalThis as unknown as { __bookingMock: { faults: { set(f: object): void } } }
      ).__bookingMock.faults.set({ route: 'availability', kind: '500' }),
    );
    await widget.evaluate((host) => (host as unknown as { refresh(): Promise<void> }).refresh());
    await expect.poll(async () => (await heard()).at(-1)).toMatch(/load|error|wrong/i);
  });
});
