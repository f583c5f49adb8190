// The phone profile: a mid-range phone on a slow mobile network, emulated per page over CDP — the main thread
// slowed 4× (Emulation.setCPUThrottlingRate) and every request given a 150 ms round trip at 1.6 Mbps down and up
// (Network.emulateNetworkConditions). The demo service answers in the page, so its answers are delayed by the same
// round trip through its simulated latency (`data-booking-demo-latency`).
import type { Page } from 'playwright-core';

export const PHONE = {
  cpuSlowdown: 4,
  roundTripMs: 150,
  /** 1.6 Mbps, in bytes per second as CDP takes it. */
  bytesPerSecond: 1_600_000 / 8,
} as const;

export const PHONE_LABEL = `${PHONE.cpuSlowdown}× CPU, ${PHONE.roundTripMs} ms RTT, 1.6 Mbps`;

/**
 * Applies the profile to `page` (`network`: another round trip and throughput, for a comparison); call it before
 * navigating, so the page's own load is slowed too.
 */
export async function emulatePhone(
  page: Page,
  { roundTripMs, bytesPerSecond }: { roundTripMs: number; bytesPerSecond: number } = PHONE,
): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: roundTripMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}
