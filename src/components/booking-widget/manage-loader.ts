/**
 * The reschedule / cancel screens (issue 8) load on demand (issue 7 budgets): `ManageLoader` stands in for
 * `ManageController` (manage.ts) with the same surface, imports manage.ts and its styles the first time the
 * `booking` + `action` attributes are set or the confirmation's Reschedule / Cancel is used, and hands over to
 * it. A widget that only books never loads them; a confirmation prefetches them at idle. The manage screens
 * render <booking-confirmation>, its own chunk: requested with them (manage.ts imports it as well).
 */
import {
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import type { Resource } from '../../api/booking-schemas.js';
import type { Booking } from '../../api/booking-record-schemas.js';
import { loadOnce } from '../../core/load-once.js';
import type { ManageAction } from '../../core/policy.js';
import type { LocalSlot, SlotsByDate } from '../../core/regroup.js';
import { errorPanel, loadingPanel } from './panels.js';
import type { ManageContext, ManageController } from './manage.js';

type ManageModule = typeof import('./manage.js');

/** Loads manage.ts once (a failed load may be retried). */
export const loadManage: () => Promise<ManageModule> = loadOnce(async () => {
  // With the client's operations on a booking (booking-changes.ts), which every manage screen calls, and the
  // confirmation every manage screen ends on (manage.ts imports both): requested together, not one after the other.
  const [module] = await Promise.all([
    import('./manage.js'),
    import('../../api/booking-changes.js'),
    import('../booking-confirmation/booking-confirmation.js'),
  ]);
  return module;
});

export class ManageLoader implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #context: ManageContext;
  #real: ManageController | undefined;
  #loading: Promise<void> | undefined;
  /** The confirmation's Reschedule / Cancel, waiting for the module. */
  #pendingStart: { action: ManageAction; booking: Booking } | undefined;
  /** The module failed to load: the screen offers "Try again" (a network failure, as any other). */
  #loadFailed = false;

  constructor(host: ReactiveControllerHost & HTMLElement, context: ManageContext) {
    this.#host = host;
    this.#context = context;
    host.addController(this);
  }

  /** Waiting for the module: the manage screen is on its way (Reschedule / Cancel, or the attributes ask). */
  get #pending(): boolean {
    const { booking, action } = this.#context.attributes();
    return (
      !this.#real &&
      (this.#pendingStart !== undefined ||
        (Boolean(booking) && (action === 'reschedule' || action === 'cancel')))
    );
  }

  #ensure(): Promise<void> {
    this.#loading ??= loadManage().then(
      ({ ManageController: Controller, manageStyles }) => {
        const root = this.#host.shadowRoot;
        const sheet = manageStyles.styleSheet;
        if (root && sheet && !root.adoptedStyleSheets.includes(sheet))
          root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        // Registers itself with the host: from here on its hooks run and every call goes to it.
        const real = new Controller(this.#host, this.#context);
        this.#real = real;
        // Its first look at the attributes (a load when they ask for one), as on the widget's first update.
        real.hostUpdate();
        this.#loadFailed = false;
        const start = this.#pendingStart;
        this.#pendingStart = undefined;
        if (start) real.start(start.action, start.booking);
        this.#host.requestUpdate();
      },
      () => {
        this.#loading = undefined;
        this.#loadFailed = true;
        const t = this.#context.translator();
        this.#context.announce(`${t.t('error.loadBooking')} ${t.t('error.offline')}`);
        this.#host.requestUpdate();
      },
    );
    return this.#loading;
  }

  // ------------------------------------------------------------------ ManageController's surface

  get active(): boolean {
    return this.#real?.active ?? this.#pending;
  }

  get showsOutcome(): boolean {
    return !!this.#real?.showsOutcome;
  }

  resourceFor(attribute: string): string {
    return this.#real
      ? this.#real.resourceFor(attribute)
      : this.#pending
        ? String(this.#pendingStart?.booking.resource.resource_id ?? '')
        : attribute;
  }

  durationFor(attribute: string): string {
    return this.#real?.durationFor(attribute) ?? attribute;
  }

  durationOptions<T extends { minutes: number }>(options: T[]): T[] {
    return this.#real?.durationOptions(options) ?? options;
  }

  get waitingForResource(): boolean {
    return this.#real?.waitingForResource ?? (this.#pending && !this.#pendingStart);
  }

  excludeCurrent(byDate: SlotsByDate): SlotsByDate {
    return this.#real?.excludeCurrent(byDate) ?? byDate;
  }

  chooseSlot(slot: LocalSlot, durationMinutes: number): boolean {
    return !!this.#real?.chooseSlot(slot, durationMinutes);
  }

  start(action: ManageAction, booking: Booking): void {
    if (this.#real) return this.#real.start(action, booking);
    this.#await({ action, booking });
  }

  reset(): void {
    if (this.#real) return this.#real.reset();
    this.#await(undefined);
  }

  #await(start: { action: ManageAction; booking: Booking } | undefined): void {
    this.#pendingStart = start;
    if (this.#pending) void this.#ensure();
    this.#host.requestUpdate();
  }

  hostUpdate(): void {
    // Once loaded, the real controller has its own hooks.
    if (!this.#loadFailed && this.#pending) void this.#ensure();
  }

  renderWithoutResource(): TemplateResult | undefined {
    if (this.#real) return this.#real.renderWithoutResource();
    if (!this.#pending) return undefined;
    const t = this.#context.translator();
    return this.#loadFailed
      ? errorPanel(t.t('error.loadBooking'), t.t('error.offline'), [
          t.t('error.retry'),
          () => void this.#ensure(),
        ])
      : loadingPanel(t.t('status.loading'));
  }

  render(resource: Resource, chooser: () => unknown): TemplateResult | typeof nothing {
    return this.#real?.render(resource, chooser) ?? this.renderWithoutResource() ?? nothing;
  }
}
