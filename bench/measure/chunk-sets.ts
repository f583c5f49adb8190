// The chunks a page really downloads, recorded from the network: the popup page (one trigger) and the inline
// page, in demo mode, up to the first slot painted, up to the moment Book is pressed (the booking request) and up
// to the confirmation. Chunks prefetched while the browser was idle count where they were downloaded. The mock
// chunk(s) and non-English catalogs are left out (classified from the build's module graph).
import type { Page } from 'playwright-core';
import { sizeOfFiles, type BuildAnalysis, type SizeSet } from '../../scripts/check-budgets.mjs';
import type { BenchContext } from '../run.js';
import { newIsolatedContext } from '../lib/browser.js';
import { bookFirstSlot, installProbes, waitForVisibleSlot } from '../lib/flows.js';

export interface NetworkSet extends SizeSet {
  via: string;
  /** dist files requested but left out of the set (the mock, catalogs) */
  excluded: string[];
}

function recordDistRequests(page: Page, origin: string): Set<string> {
  const files = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.startsWith('/dist/'))
      files.add(url.pathname.slice('/dist/'.length));
  });
  return files;
}

export async function measureChunkSets(
  { browser, server, distDir }: BenchContext,
  analysis: BuildAnalysis,
): Promise<{ sets: Record<string, NetworkSet>; errors?: Record<string, string> }> {
  const toSet = (via: string, requested: Iterable<string>): NetworkSet => {
    const files = [...requested];
    const excluded = files.filter(
      (file) => analysis.kinds[file] === 'mock' || analysis.kinds[file] === 'catalog',
    );
    return {
      via,
      ...sizeOfFiles(
        distDir,
        files.filter((file) => !excluded.includes(file)),
      ),
      excluded,
    };
  };
  const results: Record<string, NetworkSet> = {};
  const errors: Record<string, string> = {};
  for (const via of ['popup', 'inline'] as const) {
    const context = await newIsolatedContext(browser);
    try {
      await installProbes(context);
      const page = await context.newPage();
      const requested = recordDistRequests(page, server.origin);
      await page.goto(`${server.origin}/demo/bench-${via === 'popup' ? 'embed' : 'inline'}.html`);
      if (via === 'popup') await page.click('#trigger');
      await waitForVisibleSlot(page);
      results[`slots${via === 'popup' ? 'Popup' : 'Inline'}`] = toSet(via, requested);
      try {
        const suffix = via === 'popup' ? 'Popup' : 'Inline';
        await bookFirstSlot(page, () => {
          results[`book${suffix}`] = toSet(via, requested);
        });
        await page.waitForLoadState('networkidle');
        results[`confirmation${suffix}`] = toSet(via, requested);
      } catch (error) {
        // The slots figures stand on their own; say why the booking set is missing instead of dropping both.
        errors[`book${via === 'popup' ? 'Popup' : 'Inline'}`] =
          `booking flow: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
      }
    } finally {
      await context.close();
    }
  }
  if (Object.keys(results).length === 0)
    throw new Error(Object.values(errors).join('; ') || 'nothing measured');
  return Object.keys(errors).length > 0 ? { sets: results, errors } : { sets: results };
}
