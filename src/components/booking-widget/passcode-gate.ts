/**
 * A protected event's gate on the times: an event that is not protected (most) passes at once; a protected one
 * waits for its lock and passcode screen (passcode-lock.ts, loaded only for such an event), with a wait in the
 * times' place meanwhile (or why not, with a retry). Until the lock says otherwise, a protected event's times are
 * neither loaded nor shown.
 */
import type { TemplateResult } from 'lit';
import type { Resource } from '../../api/booking-schemas.js';
import type { Translator } from '../../core/i18n/index.js';
import { loadOnce } from '../../core/load-once.js';
import { isProtected } from '../../core/passcode.js';
import { errorPanel, loadingPanel } from '../shared/panels.js';
import type { PasscodeLock } from './passcode-lock.js';
import type { GateContext } from './passcode-types.js';

const loadLock = loadOnce(() => import('./passcode-lock.js'));

export class PasscodeGate {
  readonly #c: GateContext;
  #lock: PasscodeLock | undefined;
  #loading: Promise<void> | undefined;
  #failed = false;

  constructor(context: GateContext) {
    this.#c = context;
  }

  /** Whether the event's times wait for its passcode (or for the lock that knows). */
  locked(resource: Resource): boolean {
    if (!isProtected(resource)) return false;
    if (this.#lock) return this.#lock.locked(resource);
    if (!this.#failed) void this.#load();
    return true;
  }

  /** The proxy refused the passcode kept (changed since): forgotten, and the screen says so. */
  refused(): void {
    if (this.#lock) this.#lock.refused();
    else void this.#load().then(() => this.#lock?.refused());
  }

  /** The passcode screen; a wait until its module is there (or why not, with a retry). */
  render(resource: Resource, t: Translator): TemplateResult {
    if (this.#lock) return this.#lock.render(resource, t);
    if (this.#failed)
      return errorPanel(t.t('error.loadEvent'), t.t('error.offline'), [
        t.t('error.retry'),
        () => void this.#load(),
      ]);
    return loadingPanel(t.t('status.loading'));
  }

  #load(): Promise<void> {
    this.#failed = false;
    return (this.#loading ??= loadLock().then(
      ({ PasscodeLock }) => {
        this.#lock = new PasscodeLock(this.#c);
        this.#c.host.requestUpdate();
      },
      () => {
        this.#loading = undefined;
        this.#failed = true;
        this.#c.host.requestUpdate();
      },
    ));
  }
}
