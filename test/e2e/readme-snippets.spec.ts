// Every snippet of README.md, pasted as a site owner would: each `html` block into a plain page (with the header
// script block in <head>) on a loopback site that holds only the files the README says to copy, under the folder
// its header script names; the proxy command run with its placeholders filled (a key, the service's address: the
// Node mock on a free port; a secret); the site forwarding the proxy's path to it. Each page must book (the
// confirmation shows) with no warning or error on the console. A block the test can't run says so before its
// fence: `<!-- readme-test: skip — why -->`; `<!-- readme-test: head -->` marks the header script,
// `<!-- readme-test: proxy -->` the proxy command. The servers keep the machine's clock (the mock's "now").
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
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
  const first = block.code.split('\n').find((line) => /\S/.test(line) && !line.includes('window.'));
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
