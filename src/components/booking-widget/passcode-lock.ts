/**
 * A protected event's lock (core/passcode.ts), loaded with its passcode screen only for such an event (the gate,
 * passcode-gate.ts, loads it): until the visitor has given the passcode the times are neither loaded nor shown, and
 * the passcode screen stands in for them. A passcode that opened the lock is kept for the browser tab
 * (sessionStorage, per connection and event), so Back, "All events" and Reschedule don't ask again; it is never put
 * in the DOM, the address or the console.
 */
import type { TemplateResult } from 'lit';
import type { Resource } from '../../api/booking-schemas.js';
import { resourceIdOf } from '../../api/client-core.js';
import type { Translator } from '../../core/i18n/index.js';
import { isProtected, passcodeMatches } from '../../core/passcode.js';
import { passcodeScreen } from './passcode-screen.js';
import type { GateContext, GateProblem, GateState } from './passcode-types.js';

const STORAGE_PREFIX = 'booking-widget:passcode:';

export class PasscodeLock implements GateState {
  readonly c: GateContext;
  /** Kept for this page when sessionStorage can't keep it (private modes, sandboxed frames). */
  readonly #known = new Map<string, string>();
  problem: GateProblem | undefined;
  checking = false;

  constructor(context: GateContext) {
    this.c = context;
  }

  #key(resource: Resource): string {
    return `${STORAGE_PREFIX}${this.c.scope()}|${resourceIdOf(resource)}`;
  }

  /** The passcode given for the event in this tab. */
  known(resource: Resource): string | undefined {
    const key = this.#key(resource);
    try {
      return globalThis.sessionStorage?.getItem(key) ?? this.#known.get(key);
    } catch {
      return this.#known.get(key);
    }
  }

  /** Keeps (or with undefined, forgets) the event's passcode; the client sends it to a proxy from now on. */
  keep(resource: Resource, passcode: string | undefined): void {
    const key = this.#key(resource);
    if (passcode) this.#known.set(key, passcode);
    else this.#known.delete(key);
    try {
      if (passcode) globalThis.sessionStorage?.setItem(key, passcode);
      else globalThis.sessionStorage?.removeItem(key);
    } catch {
      // Kept for this page only.
    }
    this.c.data.currentService?.client.setPasscode(resourceIdOf(resource), passcode);
    this.c.host.requestUpdate();
  }

  /** Whether the event's times wait for its passcode. */
  locked(resource: Resource): boolean {
    if (!isProtected(resource)) return false;
    const known = this.known(resource);
    const expected = resource.settings.privacy.passcode;
    if (expected) return known === undefined || !passcodeMatches(known, expected);
    // Without it in the record only a proxy can check it; the service's own record without one asks nothing.
    if (!this.c.proxied()) return false;
    if (known === undefined) return true;
    this.c.data.currentService?.client.setPasscode(resourceIdOf(resource), known);
    return false;
  }

  /** The proxy refused the passcode kept (changed since): forgotten, and the screen says so. */
  refused(): void {
    const resource = this.c.data.resource;
    if (!resource) return;
    this.problem = 'invalid';
    this.keep(resource, undefined);
  }

  /** The passcode screen. */
  render(resource: Resource, t: Translator): TemplateResult {
    return passcodeScreen(this, resource, t);
  }
}
