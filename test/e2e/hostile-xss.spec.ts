// Every string field of a resource holds an XSS payload (created through the in-page mock's
// POST /resources, so it passes the service's own validation); the whole flow runs — details, calendar,
// form, submit, confirmation of each type — on a page WITHOUT a CSP, so anything parsed as HTML or followed
// as a script URL would run. Asserted: no dialog, no console or page error, no element the widget did not
// make, every payload shown as text, and no javascript:/data: URL in any href/src.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { DEMO } from './booking-helpers.js';
import { pickFirstSlot, useCspServer, watch } from './hostile-helpers.js';

const origin = useCspServer();

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '</style><script>alert(1)</script>',
  "{{constructor.constructor('alert(1)')()}}",
  '${alert(1)}',
  '&lt;b&gt;bold&lt;/b&gt;',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  "'-alert(1)-'",
  '<a href="javascript:alert(1)">click</a>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '\u202Eevil\u202C <b>x</b>',
] as const;
const p = (index: number): string => PAYLOADS[index % PAYLOADS.length]!;
const SCRIPT_URL = 'javascript:alert(1)';
const DATA_URL = 'data:text/html,<script>alert(1)</script>';
/** Hosts the http(s) URL fields point at; the test answers them, so nothing leaves the machine. */
const IMAGE_URL = 'https://images.example.invalid/banner.png?x="><svg/onload=alert(1)>';
const LINK_URL = 'https://links.example.invalid/next?q=<script>alert(1)</script>';
const REDIRECT_URL = 'https://links.example.invalid/thanks?from="><img src=x onerror=alert(1)>';

const CONFIRMATIONS = ['default', 'thanks', 'link', 'redirect'] as const;
type ConfirmationType = (typeof CONFIRMATIONS)[number];

/** The hostile resource: every string the schema allows to be free text holds a payload. */
function hostileResource(confirmation: ConfirmationType) {
  const options = (base: number) => [
    { key: p(base), label: p(base + 1) },
    { key: 'plain', label: p(base + 2) },
  ];
  return {
    page_id: 1,
    user_id: 1,
    type: 'event',
    event_type: 'one_on_one',
    name: p(0),
    slug: p(1),
    description: PAYLOADS.join(' | '),
    color: '</style',
    language: 'en-US',
    schedule_id: 1,
    period: { type: 'calendar_days', days: 60 },
    durations: [{ type: 'minutes', value: 30, is_default: true }],
    locations: [
      {
        type: 'zoom',
        name: p(1),
        join_url: SCRIPT_URL,
        meeting_id: p(2),
        password: p(3),
        remarks: p(4),
      },
      {
        type: 'physical',
        name: p(5),
        address: p(6),
        city: p(7),
        state: p(8),
        zip_code: p(9),
        country: p(10),
        remarks: p(11),
        join_url: DATA_URL,
      },
    ],
    prices: [{ name: p(2), duration: 30, amount: 25, currency: 'USD' }],
    questions: [
      { type: 'text', name: 'name', label: p(3), required: true, placeholder: p(4) },
      { type: 'email', name: 'email', label: p(5), required: true, placeholder: p(6) },
      {
        type: 'text',
        name: 'company',
        label: p(7),
        required: true,
        placeholder: p(8),
        value: p(9),
        // Not a valid regular expression: ignored, never breaks the form.
        pattern: '${alert(1)}[',
      },
      { type: 'textarea', name: 'notes', label: p(10), placeholder: p(11), value: p(0) },
      { type: 'tel', name: 'phone', label: p(1), placeholder: p(2) },
      { type: 'number', name: 'seats', label: p(3), placeholder: p(4) },
      { type: 'radio', name: 'role', label: p(5), required: true, options: options(6) },
      { type: 'dropdown', name: 'region', label: p(9), required: true, options: options(10) },
      { type: 'checkbox', name: 'topics', label: p(1), options: options(2) },
      { type: 'checkbox', name: 'consent', label: p(5) },
      { type: 'date', name: 'go_live', label: p(6) },
      { type: 'file', name: 'attachment', label: p(7) },
    ],
    form: { heading: p(8) },
    banner: {
      url: IMAGE_URL,
      alt: p(9),
      credit: { name: p(10), username: p(11), link: SCRIPT_URL },
    },
    booking_url: SCRIPT_URL,
    settings: {
      guest: { is_allowed: true, max_allowed: 2, is_chargeable: false },
      confirmation: {
        type: confirmation,
        message: p(confirmation === 'thanks' ? 1 : 0),
        link: { url: LINK_URL, text: p(3) },
        redirect: { url: REDIRECT_URL },
      },
      hosts: [
        {
          name: p(4),
          role: p(5),
          about: p(6),
          avatar: SCRIPT_URL,
          type: 'host',
          social: [SCRIPT_URL, DATA_URL],
        },
      ],
    },
  };
}

/** Creates `resource` on the in-page mock and points the page's widget at it. */
async function showResource(page: Page, resource: unknown): Promise<void> {
  const id = await page.evaluate(
    async ({ base, body }) => {
      type Mock = { service: { fetch: typeof fetch } };
      const mock = (globalThis as unknown as { __bookingMock: Mock }).__bookingMock;
      const response = await mock.service.fetch(`${base}/resources?apiKey=demo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const created = (await response.json()) as { resource_id?: number; error?: unknown };
      if (response.status !== 201) throw new Error(JSON.stringify(created));
      return created.resource_id!;
    },
    { base: DEMO, body: resource },
  );
  await page.locator('booking-widget').evaluate((element, value) => {
    element.setAttribute('resource', String(value));
  }, id);
}

interface Findings {
  /** Elements that only an injection would make. */
  injected: string[];
  /** Every URL-bearing attribute in the page and its shadow roots. */
  urls: { tag: string; attribute: string; value: string }[];
  /** Event-handler attributes (on*) anywhere. */
  handlers: string[];
  /** The text of the widget and its shadow roots, as a person reads it. */
  text: string;
}

/** Walks the document and every shadow root. */
async function inspect(page: Page): Promise<Findings> {
  return page.evaluate(() => {
    const findings = {
      injected: [] as string[],
      urls: [] as { tag: string; attribute: string; value: string }[],
      handlers: [] as string[],
      text: '',
    };
    const NEVER = new Set([
      'script',
      'iframe',
      'object',
      'embed',
      'frame',
      'base',
      'meta',
      'style',
    ]);
    const URL_ATTRIBUTES = [
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'srcset',
      'poster',
    ];
    const visit = (root: Document | ShadowRoot, inWidget: boolean) => {
      for (const element of root.querySelectorAll('*')) {
        const tag = element.localName;
        const inside = inWidget || tag === 'booking-widget' || tag === 'booking-dialog';
        if (inside && root !== document) {
          if (NEVER.has(tag)) findings.injected.push(`<${tag}> ${element.outerHTML.slice(0, 120)}`);
          // The widget's images: the banner, and host photos (in their initials' circle).
          if (tag === 'img' && !element.matches('.banner, .avatar > img'))
            findings.injected.push(`<img> ${element.outerHTML.slice(0, 120)}`);
          // The widget's own icons are decorative, attribute-less-of-handlers inline SVG.
          if (tag === 'svg' && element.getAttribute('aria-hidden') !== 'true')
            findings.injected.push(`<svg> ${element.outerHTML.slice(0, 120)}`);
        }
        for (const attribute of element.getAttributeNames()) {
          if (/^on/i.test(attribute)) findings.handlers.push(`${tag}[${attribute}]`);
          if (URL_ATTRIBUTES.includes(attribute.toLowerCase()))
            findings.urls.push({ tag, attribute, value: element.getAttribute(attribute) ?? '' });
        }
        if (element.shadowRoot) visit(element.shadowRoot, inside);
      }
    };
    visit(document, false);
    const textOf = (node: Node): string => {
      let text = '';
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
        else if (child instanceof Element) {
          if (child.shadowRoot) text += textOf(child.shadowRoot);
          if (child instanceof HTMLInputElement || child instanceof HTMLTextAreaElement)
            text += ` ${child.placeholder} ${child.value} `;
          if (child instanceof HTMLImageElement) text += ` ${child.alt} `;
          text += textOf(child);
        }
      }
      return text;
    };
    const widget = document.querySelector('booking-widget');
    findings.text = widget?.shadowRoot ? textOf(widget.shadowRoot) : '';
    return findings;
  });
}

/** Asserts the page holds nothing an injection would make and no unsafe URL. */
async function expectNothingInjected(page: Page): Promise<Findings> {
  const findings = await inspect(page);
  expect(findings.injected, 'elements the widget did not make').toEqual([]);
  expect(findings.handlers, 'event-handler attributes').toEqual([]);
  for (const { tag, attribute, value } of findings.urls) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.trim())?.[1]?.toLowerCase();
    // An image element may show inline image data (a host photo): it runs no script.
    const inlineImage = tag === 'img' && attribute === 'src' && /^data:image\//i.test(value);
    expect(
      inlineImage ||
        scheme === undefined ||
        ['http', 'https', 'blob', 'tel', 'mailto'].includes(scheme),
      `${tag}[${attribute}]="${value}"`,
    ).toBe(true);
    if (scheme === 'blob') expect(tag).toBe('a');
  }
  return findings;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');

async function fillHostileForm(widget: Locator): Promise<void> {
  await widget.locator('[name="name"]').fill('Mallory <script>alert(1)</script>');
  await widget.locator('[name="email"]').fill('mallory@example.com');
  // The default value (a payload) stays as typed text; the invalid pattern is ignored.
  await expect(widget.locator('[name="company"]')).toHaveValue(p(9));
  await widget.locator('[name="notes"]').fill('<img src=x onerror=alert(2)>');
  await widget.getByRole('radio', { name: p(7), exact: true }).check();
  await widget.locator('[name="region"]').selectOption(p(10));
  await widget.getByRole('checkbox', { name: p(3), exact: true }).check();
  await widget.locator('input[type="file"]').setInputFiles({
    name: '"><img src=x onerror=alert(1)>.txt',
    mimeType: 'text/html',
    buffer: Buffer.from('<script>alert(1)</script>'),
  });
  // The file is read before its name shows (until then the field says "Loading…").
  await expect(widget.locator('[part~="form"]')).toContainText(
    '"><img src=x onerror=alert(1)>.txt',
  );
}

for (const confirmation of CONFIRMATIONS) {
  test(`payloads in every string field stay text through the whole flow (confirmation: ${confirmation})`, async ({
    page,
  }) => {
    const watcher = await watch(page);
    // The http(s) URL fields point at .invalid hosts: answer them here, so nothing leaves the machine.
    await page.route('https://images.example.invalid/**', (route) =>
      route.fulfill({
        contentType: 'image/png',
        body: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          'base64',
        ),
      }),
    );
    await page.route('https://links.example.invalid/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Thanks</title>' }),
    );
    await page.goto(`${origin()}/demo/hostile/xss.html`);
    const widget = page.locator('booking-widget');
    await expect(widget.locator('[part~="calendar"]')).toBeVisible();
    await showResource(page, hostileResource(confirmation));

    // Details and calendar: the payloads are visible as text.
    const header = widget.locator('[part~="header"]');
    await expect(header.getByRole('heading', { name: p(0), exact: true })).toBeVisible();
    for (const payload of PAYLOADS) await expect(header).toContainText(collapse(payload));
    await expect(widget.locator('img.banner')).toHaveAttribute('alt', p(9));
    await expect(widget.locator('[part~="calendar"]')).toBeVisible();
    let findings = await expectNothingInjected(page);
    expect(findings.text).toContain(p(4)); // host name

    // Form: labels, placeholders and option labels are text; answers containing markup are text.
    await pickFirstSlot(widget);
    const form = widget.locator('[part~="form"]');
    await expect(form).toContainText(p(8)); // heading
    for (const index of [3, 5, 7, 10, 1, 6]) await expect(form).toContainText(collapse(p(index)));
    await fillHostileForm(widget);
    findings = await expectNothingInjected(page);
    expect(findings.text).toContain(p(4)); // the name field's placeholder
    expect(findings.text).toContain('<img src=x onerror=alert(2)>'); // a typed answer
    expect(findings.text).toContain('"><img src=x onerror=alert(1)>.txt'); // the chosen file's name

    // Submit and confirmation.
    const redirected =
      confirmation === 'redirect' ? page.waitForURL(/links\.example\.invalid/) : undefined;
    await widget.locator('[part~="submit"]').click();
    const shown = widget.locator('[part~="confirmation"]');
    await expect(shown).toBeVisible();
    await expectNothingInjected(page);
    if (confirmation === 'thanks') await expect(shown).toContainText(collapse(p(1)));
    if (confirmation === 'default') await expect(shown).toContainText(p(0));
    if (confirmation === 'link') {
      const link = shown.getByRole('link', { name: new RegExp(escapeRegExp(p(3))) });
      await expect(link).toHaveAttribute('href', new URL(LINK_URL).href);
    }
    if (redirected) {
      await redirected;
      const url = new URL(page.url());
      expect(url.origin).toBe('https://links.example.invalid');
      expect(url.searchParams.get('from')).toBe('"><img src=x onerror=alert(1)>');
      expect(url.searchParams.get('booking_id')).toMatch(/^bk_/);
    }
    await watcher.expectClean();
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('a response with javascript:/data: URLs where the contract wants http(s) still books, and they are never linked', async ({
  page,
}) => {
  const watcher = await watch(page);
  await page.goto(`${origin()}/demo/hostile/xss.html`);
  const widget = page.locator('booking-widget');
  await expect(widget.locator('[part~="calendar"]')).toBeVisible();
  // Written straight into the mock's store, past its validation: as a compromised service would send it.
  await page.evaluate(() => {
    type Store = { resources: Map<number, Record<string, unknown>> };
    const mock = (globalThis as unknown as { __bookingMock: { service: { store: Store } } })
      .__bookingMock;
    const base = mock.service.store.resources.get(101)!;
    mock.service.store.resources.set(120, {
      ...base,
      resource_id: 120,
      name: 'Tampered resource',
      banner: { url: 'javascript:alert(1)', alt: 'banner' },
      settings: {
        ...(base['settings'] as object),
        hosts: [
          { name: 'Eve Script', avatar: 'javascript:alert(1)' },
          { name: 'Mal Data', avatar: 'data:text/html,<script>alert(1)</script>' },
        ],
        confirmation: {
          type: 'redirect',
          redirect: { url: 'data:text/html,<script>alert(1)</script>' },
          link: { url: 'javascript:alert(1)', text: 'Continue' },
        },
      },
    });
  });
  await widget.evaluate((element) => element.setAttribute('resource', '120'));
  // Read liberally (docs/decisions.md, "Real services"): the URLs don't stop booking, they are dropped.
  await expect(widget.getByRole('heading', { name: 'Tampered resource' })).toBeVisible();
  // Host photos at such URLs are never loaded: their initials show.
  await expect(widget.locator('.host .avatar')).toHaveText(['ES', 'MD']);
  await expect(widget.locator('.host img')).toHaveCount(0);
  await expect(
    widget.locator(
      '[href^="javascript:"], [href^="data:"], [src^="javascript:"], [src^="data:text"]',
    ),
  ).toHaveCount(0);
  await expectNothingInjected(page);
  await watcher.expectClean();
});
