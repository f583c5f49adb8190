// The embed builder (demo/builder.html) as a site owner uses it: each configuration's HTML, as the builder shows it,
// pasted into a plain page of a loopback site that holds the build where the snippet's header script says, books —
// in demo mode, and through `npm run proxy` in front of `npm run mock` (the site forwards /booking-api/ to it, as
// the README's nginx line does). Text typed into the builder stays text in the snippets and the preview; Copy puts
// a snippet on the clipboard, or selects it when the clipboard is refused. The builder's React and Vue output is
// built and booked by `npm run test:consumers`. The servers keep the machine's clock (the mock's "now").
import { expect, test, type Page } from '@playwright/test';
import { firstOpenSlotIn } from './booking-helpers.js';
import {
  bookOnPage,
  consoleProblems,
  COPIED,
  plainPage,
  startProxiedSite,
  storedAt,
  type ProxiedSite,
} from './site-helpers.js';

let proxied: ProxiedSite | undefined;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  proxied = await startProxiedSite('/booking/', COPIED, () => ({}));
});

test.afterAll(async () => {
  await proxied?.close();
});

/** The builder at `config` (its address keeps the choices); the HTML snippet it shows. */
async function builderHtml(page: Page, config: Record<string, string>): Promise<string> {
  await page.goto(`/demo/builder.html?${new URLSearchParams(config)}`);
  const code = page.locator('#html-code');
  await expect(code).toContainText('<script src="/booking/embed.js" defer></script>');
  return (await code.textContent()) ?? '';
}

const PREFILL = { name: 'Grace Hopper', email: 'grace.builder@example.com' };

const CASES: [string, Record<string, string>][] = [
  ['inline, demo, week view, brand colour, prefill', { view: 'week', primary: '#0f766e', ...PREFILL }],
  ['popup trigger, demo, dark', { embed: 'popup', theme: 'dark', text: 'Book a demo' }],
  ['popup from code (prefill), demo', { embed: 'popup', text: 'Book a demo', ...PREFILL }],
  ['floating button, demo, hide details, en-US', { embed: 'floating', hideDetails: 'true', language: 'en-US', text: 'Book a call' }],
  ['a booking page of events in a popup, demo', { target: 'page', id: '1', embed: 'popup', text: 'See all events' }],
  ['inline through the proxy', { connection: 'live', baseUrl: '/booking-api/v1' }],
  ['floating button through the proxy', { embed: 'floating', connection: 'live', baseUrl: '/booking-api/v1' }],
]; // prettier-ignore

for (const [index, [name, config]] of CASES.entries()) {
  test(`the builder's HTML books as pasted: ${name}`, async ({ page }) => {
    test.setTimeout(120_000);
    const html = await builderHtml(page, config);
    const problems = consoleProblems(page);
    const email = config['email'] ?? `builder.${index}.${Date.now()}@example.com`;
    await page.goto(proxied!.site.page(`/builder-${index}.html`, plainPage('', html)));
    await bookOnPage(page, email, config['name'] ? PREFILL : undefined).catch((error: Error) => {
      throw new Error(`${error.message}\nconsole: ${JSON.stringify(problems, null, 1)}`);
    });
    expect(problems).toEqual([]);
    if (config['connection'] === 'live')
      expect(await storedAt(proxied!.mock, email)).toHaveLength(1);
  });
}

test('a header script on another origin is written with crossorigin, one on the site without', async ({
  page,
}) => {
  const code = page.locator('#html-code');
  await page.goto(
    `/demo/builder.html?script=${encodeURIComponent('https://cdn.example.com/b/embed.js')}`,
  );
  // Its modules load in CORS mode: so does it, and a visitor's first tap finds their connection open.
  await expect(code).toContainText(
    '<script src="https://cdn.example.com/b/embed.js" crossorigin defer></script>',
  );
  await page.getByLabel(/^Header script URL/).fill('/booking/embed.js');
  await expect(code).toContainText('<script src="/booking/embed.js" defer></script>');
});

test('the preview is the configuration: the inline widget with its attributes, colour and prefill', async ({
  page,
}) => {
  await builderHtml(page, {
    id: '106',
    view: 'week',
    theme: 'dark',
    primary: '#be123c',
    ...PREFILL,
  });
  const widget = page.locator('#preview booking-widget');
  await expect(widget).toHaveAttribute('resource', '106');
  await expect(widget).toHaveAttribute('view', 'week');
  await expect(widget).toHaveAttribute('theme', 'dark');
  await expect(widget).toHaveAttribute('primary', '#be123c');
  // Its first open time (the week opened on may have none left: the day decides).
  const time = await firstOpenSlotIn(widget, 30_000);
  // The brand colour as an attribute in every snippet, as the popup's trigger takes it; not a style.
  await expect(page.locator('#html-code')).toContainText('primary="#be123c"');
  await expect(page.locator('#react-code')).toContainText('primary={"#be123c"}');
  await expect(page.locator('#vue-code')).toContainText('primary="#be123c"');
  for (const code of ['#html-code', '#react-code', '#vue-code'])
    await expect(page.locator(code)).not.toContainText('--booking-primary');
  // The preview's times are in the brand's text shade (rose: red over blue), not the default blue.
  await expect
    .poll(() =>
      time.evaluate((slot) => {
        const [red, , blue] = getComputedStyle(slot).color.match(/\d+/g)!.map(Number);
        return red! > blue!;
      }),
    )
    .toBe(true);
  expect(
    await widget.evaluate((element) => (element as unknown as { prefill: unknown }).prefill),
  ).toEqual({ name: PREFILL.name, email: PREFILL.email });
  // A choice changes the preview and the snippets at once.
  await page.getByRole('combobox', { name: /^Embed/ }).selectOption('popup');
  await expect(page.locator('#preview button')).toHaveText('Book now');
  await expect(page.locator('#react-code')).toContainText(
    "import { open } from 'booking-widget/popup';",
  );
  await expect(page).toHaveURL(/embed=popup/);
});

test('typed text stays text: in the snippets, the preview and the page they are pasted into', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const hostile = '"><img src=x onerror="window.__pwned=1">';
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/demo/builder.html');
  await page.getByRole('combobox', { name: /^Embed/ }).selectOption('popup');
  await page.getByLabel('Button text').fill(`</script>${hostile}{{ 6 * 7 }}`);
  await page.getByLabel("Visitor's name").fill(hostile);
  await expect(page.locator('#html-code')).toContainText('&quot;&gt;&lt;img src=x');
  await expect(page.locator('#preview button')).toHaveText(`</script>${hostile}{{ 6 * 7 }}`);
  const html = (await page.locator('#html-code').textContent()) ?? '';
  const react = (await page.locator('#react-code').textContent()) ?? '';
  const vue = (await page.locator('#vue-code').textContent()) ?? '';
  expect(html).not.toContain('<img');
  expect(react).not.toContain('<img');
  expect(vue).not.toContain('<img');
  expect(vue).toContain('{{ text }}'); // the label is data, not template: no {{ 6 * 7 }} compiled
  for (const where of [html, react, vue]) expect(where).not.toContain('</script><');
  expect(await page.locator('img[src="x"]').count()).toBe(0);

  // Pasted: the button reads the text as typed, and opening the popup shows the name as typed.
  await page.goto(proxied!.site.page('/builder-hostile.html', plainPage('', html)));
  const button = page.getByRole('button').first();
  await expect(button).toHaveText(`</script>${hostile}{{ 6 * 7 }}`);
  await button.click();
  const widget = page.locator('booking-dialog booking-widget');
  await (await firstOpenSlotIn(widget, 30_000)).click();
  await expect(widget.getByLabel('Full name')).toHaveValue(hostile);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('Copy puts the snippet on the clipboard, or selects it when the clipboard is refused', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/demo/builder.html?embed=floating');
  const react = (await page.locator('#react-code').textContent()) ?? '';
  await page.getByRole('button', { name: 'Copy', exact: true }).nth(1).click();
  await expect(page.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(react);

  await page.evaluate(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: 'Copy', exact: true }).nth(2).click();
  await expect(page.getByRole('status')).toHaveText(
    'Selected: press Ctrl+C (⌘C on a Mac) to copy.',
  );
  const vue = (await page.locator('#vue-code').textContent()) ?? '';
  expect(await page.evaluate(() => getSelection()?.toString().trim())).toBe(vue.trim());
});
