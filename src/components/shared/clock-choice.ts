/**
 * The visitor's 12/24-hour clock, chosen with the toggle beside the time zone and remembered in this browser
 * (localStorage), for every widget on the page and the next visit. Storage may be missing or throw (privacy
 * modes, sandboxed frames, a full quota): the choice then lasts as long as the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export const CLOCK_STORAGE_KEY = 'booking-widget:clock';

/** Chosen on this page: `true` a 12-hour clock, `false` 24-hour (wins over storage, which may not keep it). */
let choice: boolean | undefined;
const hosts = new Set<ReactiveControllerHost>();

function fromStorage(): boolean | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(CLOCK_STORAGE_KEY);
    return stored === '12' ? true : stored === '24' ? false : undefined;
  } catch {
    return undefined;
  }
}

/** The visitor's choice (this page's, else the stored one: another tab may have made it); undefined: none. */
export function clockChoice(): boolean | undefined {
  return choice ?? fromStorage();
}

/** Remembers `hour12` and shows it in every widget of the page. */
export function chooseClock(hour12: boolean): void {
  choice = hour12;
  try {
    globalThis.localStorage?.setItem(CLOCK_STORAGE_KEY, hour12 ? '12' : '24');
  } catch {
    // Not remembered beyond this page: the choice still applies here.
  }
  for (const host of hosts) host.requestUpdate();
}

/** Renders the host again when the clock is chosen in any widget of the page. */
export class ClockChoice implements ReactiveController {
  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  get hour12(): boolean | undefined {
    return clockChoice();
  }

  hostConnected(): void {
    hosts.add(this.#host);
  }

  hostDisconnected(): void {
    hosts.delete(this.#host);
  }
}
