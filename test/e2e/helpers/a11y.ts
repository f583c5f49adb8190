// Shared by test/e2e/a11y-*, keyboard-* and languages-* specs: axe scans, where focus is, target sizes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core (every rule, every impact, into open shadow roots) and fails listing each violation.
 * axe is put into the page once per document and run there asking for violations only: @axe-core/playwright's
 * `analyze()` re-sends axe's 550 KB with every scan and gathers every passing node too, ten times the time of
 * the scan itself on this machine; the widget has no frames, the one thing `analyze()` adds.
 */
export async function expectNoAxeViolations(
  page: Page,
  step: string,
  include?: string,
): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Label in name (WCAG 2.5.3) is one of axe's experimental rules: asked for by name.
  const options: RunOptions = {
    resultTypes: ['violations'],
    rules: { 'label-content-name-mismatch': { enabled: true } },
  };
  // `include` limits the scan to the widget where the demo page around it is not what is tested.
  const violations = await page.evaluate(
    async ({ include, options }) => {
      const axe = (window as unknown as { axe: { run: typeof import('axe-core').run } }).axe;
      const results: AxeResults = await axe.run(
        include ? { include: [include] } : document,
        options,
      );
      return results.violations;
    },
    { include, options },
  );
  const lines = violations.map(
    (violation) =>
      `${violation.impact ?? '?'} ${violation.id}: ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`)
        .join('\n')}`,
  );
  expect(lines, `axe violations at "${step}"`).toEqual([]);
}

export interface FocusInfo {
  /** Host tag names from the document down to the focused element. */
  path: string[];
  tag: string;
  /** The focused element's accessible name as the widget sets it (aria-label, labelledby, label, text). */
  name: string;
  part: string;
  role: string;
  /** The closest `part` attribute on the focused element or an ancestor in its shadow root. */
  closestPart: string;
  /** The label of the closest `role="group"` / fieldset around the focused element. */
  group: string;
  /** A focus indicator is drawn: an outline or a box-shadow ring. */
  ring: boolean;
  /** `data-date` / `data-instant` of a day or time button. */
  date: string;
  instant: string;
  attributes: Record<string, string>;
}

/** Walks document.activeElement → shadowRoot.activeElement and describes the element at the bottom. */
export async function focused(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    const path: string[] = [];
    let active: Element | null = document.activeElement;
    let last: Element | null = active;
    while (active) {
      path.push(active.tagName.toLowerCase());
      last = active;
      active = active.shadowRoot?.activeElement ?? null;
    }
    const element = last as HTMLElement | null;
    if (!element)
      return {
        path,
        tag: '',
        name: '',
        part: '',
        role: '',
        closestPart: '',
        group: '',
        ring: false,
        date: '',
        instant: '',
        attributes: {},
      };
    const root = element.getRootNode() as Document | ShadowRoot;
    const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    let name = element.getAttribute('aria-label') ?? '';
    const labelledby = element.getAttribute('aria-labelledby');
    if (!name && labelledby) {
      name = labelledby
        .split(/\s+/)
        .map((id) => text(root.getElementById(id)))
        .join(' ');
    }
    const labels = (element as HTMLInputElement).labels;
    if (!name && labels && labels.length) name = text(labels[0]!);
    if (!name) name = text(element);
    const withPart = element.closest('[part]');
    const groupElement = element.closest('[role="group"], fieldset');
    const groupLabelId = groupElement?.getAttribute('aria-labelledby');
    const group = groupElement
      ? groupElement.getAttribute('aria-label') ||
        (groupLabelId ? text(root.getElementById(groupLabelId)) : '') ||
        text(groupElement.querySelector('legend'))
      : '';
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    const attributes: Record<string, string> = {};
    for (const attribute of element.attributes) attributes[attribute.name] = attribute.value;
    return {
      group,
      ring,
      date: element.getAttribute('data-date') ?? '',
      instant: element.getAttribute('data-instant') ?? '',
      attributes,
      path,
      tag: element.tagName.toLowerCase(),
      name,
      part: element.getAttribute('part') ?? '',
      role: element.getAttribute('role') ?? '',
      closestPart: withPart?.getAttribute('part') ?? '',
    };
  });
}

/** Every visible button, input, select, textarea and link inside the shadow roots under `host`. */
export async function targetSizes(
  host: Locator,
): Promise<{ what: string; width: number; height: number }[]> {
  return host.evaluate((element) => {
    const found: { what: string; width: number; height: number }[] = [];
    const visit = (root: Element | ShadowRoot) => {
      for (const node of root.querySelectorAll('*')) {
        if (node.shadowRoot) visit(node.shadowRoot);
        if (
          !node.matches(
            'button, input:not([type="hidden"]), select, textarea, a[href], [role="option"]',
          )
        )
          continue;
        const box = node.getBoundingClientRect();
        const style = getComputedStyle(node);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
        // Visually hidden native inputs behind a styled face are measured through their label.
        if (style.opacity === '0' || (box.width <= 1 && box.height <= 1)) continue;
        const label =
          node.getAttribute('aria-label') ||
          (node as HTMLInputElement).labels?.[0]?.textContent ||
          node.textContent ||
          node.getAttribute('name') ||
          '';
        found.push({
          what: `${node.tagName.toLowerCase()}${node.getAttribute('type') ? `[${node.getAttribute('type')}]` : ''} "${label.replace(/\s+/g, ' ').trim().slice(0, 40)}"`,
          width: Math.round(box.width * 10) / 10,
          height: Math.round(box.height * 10) / 10,
        });
      }
    };
    visit(element.shadowRoot ?? element);
    return found;
  });
}

/** WCAG relative luminance contrast of two CSS colours as the browser computes them (rgb/rgba). */
export function contrastRatio(foreground: string, background: string): number {
  const parse = (color: string): [number, number, number, number] => {
    // color-mix() computes to `color(srgb r g b / a)` with 0–1 channels; the rest to rgb()/rgba().
    const unit = color.startsWith('color(srgb') ? 255 : 1;
    const numbers = color.match(/-?[\d.]+(e-?\d+)?/g)?.map(Number) ?? [0, 0, 0];
    return [
      (numbers[0] ?? 0) * unit,
      (numbers[1] ?? 0) * unit,
      (numbers[2] ?? 0) * unit,
      numbers[3] ?? 1,
    ];
  };
  const [br, bg, bb] = parse(background);
  const [fr, fg, fb, fa] = parse(foreground);
  // Composite a translucent foreground over the background.
  const mix = (f: number, b: number) => f * fa + b * (1 - fa);
  const luminance = (r: number, g: number, b: number) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const l1 = luminance(mix(fr, br), mix(fg, bg), mix(fb, bb));
  const l2 = luminance(br, bg, bb);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

export function widgetOf(page: Page): Locator {
  return page.locator('booking-widget').first();
}

/** Opens demo/inline.html with the given query and waits for the calendar and its times. */
export async function openInline(page: Page, params: Record<string, string>): Promise<Locator> {
  await page.goto(`/demo/inline.html?${new URLSearchParams(params)}`);
  const widget = widgetOf(page);
  await expect(widget.locator('[part~="calendar"]')).toBeVisible();
  await expect(widget.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'false');
  return widget;
}

/**
 * A bare page that opens the popup module from src/ (so fixes are tested without a build) from a trigger
 * button, with the given widget options.
 */
export async function openPopupFromSource(
  page: Page,
  options: Record<string, string | boolean>,
): Promise<Locator> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Popup</title></head>
<body><main><h1>Book with us</h1><button id="trigger" type="button">Book a product demo</button></main></body></html>`;
  await page.route('**/e2e/a11y-popup.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await page.goto('/e2e/a11y-popup.html');
  await page.evaluate(async (opts) => {
    const popup = (await import('/src/components/booking-dialog/popup.ts' as string)) as {
      open(options: Record<string, unknown>, trigger?: Element | null): void;
    };
    const trigger = document.querySelector('#trigger')!;
    trigger.addEventListener('click', () => popup.open(opts, trigger));
  }, options);
  await page.locator('#trigger').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  const widget = page.locator('booking-dialog booking-widget');
  await expect(widget.locator('[part~="calendar"]')).toBeVisible();
  await expect(widget.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'false');
  return widget;
}

/**
 * A bare page holding only `body` (widgets from src/, so no build is needed) under a heading, so nothing of a demo
 * page is what is scanned or measured. `head` adds to the page's head (a style).
 */
export async function openBarePage(page: Page, body: string, head = ''): Promise<void> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Book</title>
<script type="module" src="/src/index.ts"></script>${head}</head>
<body><main><h1>Book with us</h1>${body}</main></body></html>`;
  await page.route('**/e2e/bare-page.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await page.goto('/e2e/bare-page.html');
}

/**
 * A bare page with two demo widgets sharing the page's rate limiter, `#demo` (resource 101) and `#workshop` (102),
 * once both have loaded their times (a fresh page on a loaded machine may take a while to serve the modules).
 */
export async function openTwoWidgets(page: Page): Promise<{ demo: Locator; workshop: Locator }> {
  await openBarePage(
    page,
    `<booking-widget id="demo" resource="101" demo></booking-widget>
<booking-widget id="workshop" resource="102" demo></booking-widget>`,
  );
  const demo = page.locator('#demo');
  const workshop = page.locator('#workshop');
  for (const widget of [demo, workshop])
    await expect(widget.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'false', {
      timeout: 30_000,
    });
  return { demo, workshop };
}
