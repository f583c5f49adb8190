// Every snippet of README.md, pasted as a site owner would: each `html` block into a plain page (with the header
// script block in <head>) on a loopback site that holds only the files the README says to copy, under the folder
// its header script names; the proxy command run with its placeholders filled (a key, the service's address: the
// Node mock on a free port; a secret); the site forwarding the proxy's path to it. Each page must book (the
// confirmation shows) with no warning or error on the console. Each `js` block runs as written after the queue stub
// (before the header script has run) and once the header script has run, and each of its calls does what it says, as
// does the `close()` the text names. A block the test can't run says so before its
// fence: `<!-- readme-test: skip — why -->`; `<!-- readme-test: head -->` marks the header script,
// `<!-- readme-test: proxy -->` the proxy command. The servers keep the machine's clock (the mock's "now").
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { STUB } from '../../demo/builder-snippets.mjs';
import {
  bookIn,
  bookOnPage,
  consoleProblems,
  plainPage,
  startProxiedSite,
  storedAt,
  type ProxiedSite,
} from './site-helpers.js';

interface Block {
  lang: string;
  code: string;
  /** The `readme-test` marker before the fence, if any (`head`, `proxy`, `skip — why`). */
  mark?: string;
  line: number;
}

/** The fenced blocks of `markdown`, each with the marker comment that precedes it (blank lines and comments apart). */
function fencedBlocks(markdown: string): Block[] {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  let mark: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = /^<!-- readme-test: (.+?) -->$/.exec(line.trim());
    if (marker) {
      mark = marker[1];
      continue;
    }
    const fence = /^```(\w*)\s*$/.exec(line);
    if (fence) {
      const start = i;
      const body: string[] = [];
      while (++i < lines.length && !lines[i]!.startsWith('```')) body.push(lines[i]!);
      blocks.push({ lang: fence[1]!, code: body.join('\n'), mark, line: start + 1 });
      mark = undefined;
      continue;
    }
    if (line.trim() !== '' && !line.trim().startsWith('<!--')) mark = undefined;
  }
  return blocks;
}

const readme = readFileSync('README.md', 'utf8');
const blocks = fencedBlocks(readme);
const html = blocks.filter((block) => block.lang === 'html');
const head = html.filter((block) => block.mark === 'head');
const snippets = html.filter((block) => block.mark === undefined);
const skipped = html.filter((block) => block.mark?.startsWith('skip'));
const proxyCommand = blocks.filter((block) => block.mark === 'proxy');
const scripts = blocks.filter((block) => block.lang === 'js' && block.mark === undefined);

/** Every copy of the queue stub in the README's blocks (the line that defines `window.BookingWidget`). */
const stubs = blocks.flatMap((block) =>
  block.code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('window.BookingWidget=')),
);
/** The README's stub in a script of its own, as a page puts it before its calls. */
const stubScript = `<script>\n${stubs[0] ?? ''}\n</script>`;
/** The html block that configures every popup and locks it. */
const locked = snippets.find((block) => /BookingWidget\.configure\(.*lock: true/.test(block.code));

/** The header script's folder (`/booking/` of `src="/booking/embed.js"`). */
const folder = /src="([^"]*\/)embed\.js"/.exec(head[0]?.code ?? '')?.[1] ?? '';
/** What the README says to copy: the `dist/…` names of its "Copy … to one folder" sentence. */
const copied = [
  ...(/Copy ([\s\S]*?) to one folder/.exec(readme)?.[1] ?? '').matchAll(/`dist\/([^`]+)`/g),
].map((match) => match[1]!);
/** The proxy's path on the site, from `BASE_PATH=/booking-api/v1`: its first segment. */
const proxyPath = /BASE_PATH=(\/[^/\s]+\/)/.exec(proxyCommand[0]?.code ?? '')?.[1] ?? '';

/** Whether a snippet runs in demo mode (the attribute, the trigger's, the option). */
const isDemo = (code: string): boolean => /\sdemo[\s>]|data-booking-demo|demo: true/.test(code);

const SECRET = 'readme-snippets-e2e-secret-0123456789abcdef';

let proxied: ProxiedSite | undefined;

test.describe.configure({ mode: 'default' });

test('the README has its snippets marked as this test reads them', () => {
  expect(head, 'one header script block, marked <!-- readme-test: head -->').toHaveLength(1);
  expect(folder, 'the header script is loaded from a folder of the site').toMatch(/^\/.+\/$/);
  expect(copied).toEqual(expect.arrayContaining(['embed.js', 'chunks/']));
  expect(proxyCommand, 'one proxy command, marked <!-- readme-test: proxy -->').toHaveLength(1);
  expect(proxyCommand[0]!.code).toMatch(/npm run proxy$/);
  expect(proxyPath).not.toBe('');
  // A block left out says why.
  for (const block of skipped) expect(block.mark).toMatch(/^skip\s*[—-]\s*\S.{10,}/);
  expect(
    html.every((block) => ['head', undefined].includes(block.mark) || skipped.includes(block)),
  ).toBe(true);
  // Demo mode first, then production.
  const modes = snippets.map((block) => (isDemo(block.code) ? 'demo' : 'live'));
  expect(modes.indexOf('live')).toBeGreaterThan(modes.lastIndexOf('demo'));
  expect(snippets.length).toBeGreaterThanOrEqual(6);
  expect(scripts.length, 'the JavaScript API block').toBeGreaterThanOrEqual(1);
  expect(locked, 'a block that locks every popup with configure()').toBeDefined();
});

test('one queue stub everywhere, and it takes every call the README makes', () => {
  // The same line in the README's blocks, docs/embedding.md, the demo pages' file and the embed builder's snippets.
  const copies = [
    ...stubs,
    ...readFileSync('docs/embedding.md', 'utf8').split('\n'),
    ...readFileSync('demo/js-api-stub.js', 'utf8').split('\n'),
    STUB,
  ]
    .map((line) => line.trim())
    .filter((line) => line.startsWith('window.BookingWidget='));
  expect(stubs.length).toBeGreaterThanOrEqual(2);
  expect(copies.length).toBe(stubs.length + 3);
  expect(new Set(copies)).toEqual(new Set([stubs[0]]));
  const queued = [...stubs[0]!.matchAll(/(\w+)\(\)\{this\.q\.push\(\['(\w+)',arguments\]\)\}/g)];
  for (const [, method, name] of queued) expect(name).toBe(method);
  // Every call the README names, in a block or in its text.
  const called = new Set(
    [...readme.matchAll(/\bBookingWidget\.(\w+)\(/g)].map((match) => match[1]!),
  );
  expect([...called].sort()).toEqual(
    expect.arrayContaining(['close', 'configure', 'floatingButton', 'on', 'open']),
  );
  expect(queued.map((match) => match[1]).sort()).toEqual([...called].sort());
});

test.beforeAll(async () => {
  // The command as written, its placeholders filled (a key, the service's address: the mock; a secret).
  proxied = await startProxiedSite(folder, copied, (mock, port) => {
    const command = proxyCommand[0]!.code
      .replace('YOUR_KEY', 'demo')
      .replace('https://YOUR-SERVICE/v1', mock.baseUrl)
      .replace('YOUR_SECRET', SECRET)
      .replace(/PORT=\d+/, `PORT=${port}`);
    expect(command, 'no placeholder left').not.toMatch(/YOUR/);
    const env: Record<string, string> = {};
    for (const [, name, value] of command.matchAll(/(?:^|\s)([A-Z_]+)=(\S+)/g)) env[name!] = value!;
    expect(env['BASE_PATH']?.startsWith(proxyPath)).toBe(true);
    return env;
  });
});

test.afterAll(async () => {
  await proxied?.close();
});

for (const [index, block] of snippets.entries()) {
  // Named by its first line of its own: not the stub, not a bare <script>.
  const first = block.code
    .split('\n')
    .find((line) => /\S/.test(line) && !line.includes('window.') && line.trim() !== '<script>');
  test(`README line ${block.line}: ${first?.trim().slice(0, 90)}`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = consoleProblems(page);
    await page.goto(
      proxied!.site.page(`/snippet-${index}.html`, plainPage(head[0]!.code, block.code)),
    );
    const email = `readme.${index}.${Date.now()}@example.com`;
    // What the console said is the first clue when a snippet doesn't book.
    await bookOnPage(page, email).catch((error: Error) => {
      throw new Error(`${error.message}\nconsole: ${JSON.stringify(problems, null, 1)}`);
    });
    expect(problems).toEqual([]);
    if (!isDemo(block.code)) {
      // Booked at the service behind the proxy, not in a page's mock.
      expect(await storedAt(proxied!.mock, email)).toHaveLength(1);
    }
  });
}

test('the locked block: a trigger injected into the page with another base-url books at the site’s proxy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = consoleProblems(page);
  const elsewhere: string[] = [];
  await page.route('https://evil.example/**', (route) => {
    elsewhere.push(route.request().url());
    return route.abort();
  });
  // Markup a visitor's comment could carry, before the site's own trigger: the page's first button.
  const injected = `<div class="comment"><button data-booking-resource="101"
    data-booking-base-url="https://evil.example/v1">Book with me</button></div>`;
  await page.goto(
    proxied!.site.page('/locked.html', plainPage(head[0]!.code, `${injected}\n${locked!.code}`)),
  );
  const email = `readme.locked.${Date.now()}@example.com`;
  await bookOnPage(page, email);
  expect(await storedAt(proxied!.mock, email)).toHaveLength(1);
  expect(elsewhere).toEqual([]);
  // The queued configure() was in force when the trigger was used: the lock said so, once.
  expect(problems).toEqual([
    "[booking-widget] this site fixes its popups' base-url (lock): baseUrl=https://evil.example/v1 is ignored.",
  ]);
});

/** The `close()` call the README's text names after the JavaScript API block. */
const closeCall = /`(BookingWidget\.close\(\))`/.exec(readme)?.[1];

/** Records the popup's booking-open (with its resource) and booking-close on the page, from before any script. */
async function recordPopups(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __popups: string[] }).__popups = seen;
    document.addEventListener('booking-open', (event) => {
      const detail = (event as CustomEvent<{ resource?: unknown } | null>).detail;
      seen.push(`booking-open ${String(detail?.resource)}`);
    });
    document.addEventListener('booking-close', () => seen.push('booking-close'));
  });
  return () => page.evaluate(() => (window as unknown as { __popups: string[] }).__popups);
}

/**
 * What the JavaScript API block does on `page`, call by call: on() hands the booking's id to the page's code,
 * open() shows the popup for its resource in its view, floatingButton() leaves its button; then the text's close()
 * closes the popup, and the floating button opens one again.
 */
async function expectScriptWorks(
  page: Page,
  code: string,
  problems: string[],
  popups: () => Promise<string[]>,
): Promise<void> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'log') logged.push(message.text());
  });
  const option = (name: string) =>
    new RegExp(`BookingWidget\\.open\\([^\\n]*\\b${name}: '([^']+)'`).exec(code)?.[1];
  const text = /BookingWidget\.floatingButton\([^\n]*\btext: '([^']+)'/.exec(code)?.[1] ?? '';
  expect(option('resource')).toBe('101');
  expect(text).not.toBe('');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const w = page.locator('booking-dialog booking-widget');
  await expect(w).toHaveAttribute('resource', option('resource')!);
  await expect(w).toHaveAttribute('view', option('view')!);
  await expect(w.locator(`.${option('view')!}`)).toBeVisible({ timeout: 30_000 });
  expect(await popups()).toEqual(['booking-open 101']);
  await expect(
    page.locator('booking-floating-button').getByRole('button', { name: text }),
  ).toBeAttached();

  const email = `readme.js.${Date.now()}@example.com`;
  await bookIn(w, email);
  const stored = (await storedAt(proxied!.mock, email)) as { booking_id: string }[];
  expect(stored).toHaveLength(1);
  await expect.poll(() => logged).toEqual([stored[0]!.booking_id]);

  await page.addScriptTag({ content: closeCall! });
  await expect(dialog).toHaveCount(0);
  // booking-close is sent once the dialog has finished closing, which may be after it leaves the page's tree.
  await expect.poll(popups).toEqual(['booking-open 101', 'booking-close']);
  await page.getByRole('button', { name: text }).click();
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  expect(problems).toEqual([]);
}

for (const block of scripts) {
  test(`README line ${block.line} (js), after the queue stub, before the header script has run`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    expect(closeCall).toBeDefined();
    const problems = consoleProblems(page);
    const popups = await recordPopups(page);
    // The header script is deferred: the calls wait in the stub's queue until it runs.
    const body = `${stubScript}\n<script>\n${block.code}\n</script>`;
    await page.goto(
      proxied!.site.page(`/script-${block.line}-queued.html`, plainPage(head[0]!.code, body)),
    );
    await expectScriptWorks(page, block.code, problems, popups);
  });

  test(`README line ${block.line} (js), once the header script has run`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = consoleProblems(page);
    const popups = await recordPopups(page);
    await page.goto(
      proxied!.site.page(`/script-${block.line}-loaded.html`, plainPage(head[0]!.code, '')),
    );
    await page.waitForFunction(
      () => 'version' in ((window as { BookingWidget?: object }).BookingWidget ?? {}),
    );
    await page.addScriptTag({ content: block.code });
    await expectScriptWorks(page, block.code, problems, popups);
  });
}
