/**
 * What a load of the resource or its times does when it settles or has to wait: the calendar keeps or forgets
 * its selection, the flow leaves `loading` (or fails), the live region says what there is or why not, a read
 * the service refused for now (429) is counted down, and the public `booking-ready` and `booking-error` events
 * are sent.
 */
import { nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { TaskStatus } from '@lit/task';
import type { Resource } from '../../api/booking-schemas.js';
import { resourceIdOf } from '../../api/client-core.js';
import { resolveDuration } from '../../core/duration.js';
import { describeStepFailure, errorDetail, isUnavailable } from '../../core/failure.js';
import { resourceFailed, resourceLoaded } from '../../core/flow.js';
import { countAvailable, firstAvailableDate } from '../../core/regroup.js';
import { emit } from '../shared/emit.js';
import { busyNotice } from '../shared/panels.js';
import type {
  AvailabilityController,
  AvailabilityResult,
  AvailabilitySource,
} from './availability-controller.js';
import { BusyCountdown } from './busy-countdown.js';
import type { CalendarState } from './calendar-state.js';
import type { DerivedState } from './derived-state.js';
import type { BookingErrorDetail } from './events.js';
import type { FlowController } from './flow-controller.js';
import { longDate, timesOnDate } from './format.js';
import type { LiveRegion } from './live-region.js';

export interface OutcomeContext {
  /** The widget: it re-renders on a countdown and sends the public events. */
  host: ReactiveControllerHost & EventTarget;
  data(): AvailabilityController;
  calendar: CalendarState;
  flow: FlowController;
  live: LiveRegion;
  derived: DerivedState;
}

/**
 * Whether the screen shows what a held read brings (the times, the event, a list). The form, a booking being sent
 * and its confirmation show none: a read held there (a prefetch queued behind the booking's own 429) is not the
 * person's wait, and the booking says its own countdown. Back on the times, the countdown shows if still running.
 */
const readsShown = (kind: string) =>
  kind !== 'details' && kind !== 'submitting' && kind !== 'booked';

type Handlers = Pick<
  AvailabilitySource,
  'onResource' | 'onTimes' | 'onWait' | 'onBusy' | 'onFailure'
>;

export class LoadOutcomes {
  readonly #c: OutcomeContext;
  /** A read the service refused for now (429), counted down to its next try. */
  readonly #busy: BusyCountdown;
  #readyFired = false;
  #lastResourceKey = '';

  constructor(context: OutcomeContext) {
    this.#c = context;
    this.#busy = new BusyCountdown(context.host);
  }

  /** The AvailabilityController's callbacks. */
  readonly handlers: Handlers = {
    onResource: (resource) => this.#resourceLoaded(resource),
    onTimes: (result) => this.#timesArrived(result),
    onWait: () => this.#c.live.announce(this.#c.derived.t.t('announce.loading')),
    onBusy: (seconds) => {
      this.#busy.start(seconds);
      if (this.#waitedFor())
        this.#c.live.announce(
          this.#c.derived.t.t('status.busyRetry', { count: this.#busy.seconds }),
        );
    },
    onFailure: (step, error) => this.#failed(step, error),
  };

  /**
   * Whether the person waits for a read: the screen shows what it brings, and the event or the times to show are
   * still on their way. A background read (the next month's prefetch) held while the times are on screen is no
   * one's wait: its countdown runs unseen, and shows if the person then waits for a read (the pause is the page's).
   */
  #waitedFor(): boolean {
    const data = this.#c.data();
    return (
      readsShown(this.#c.flow.state.kind) &&
      (data.resourceStatus === TaskStatus.PENDING || data.timesStatus === TaskStatus.PENDING)
    );
  }

  /** "The service is busy — trying again in N s" while a refused read the person waits for waits. */
  busyNotice(): TemplateResult | typeof nothing {
    const seconds = this.#waitedFor() ? this.#busy.seconds : 0;
    return seconds
      ? busyNotice(this.#c.derived.t.t('status.busyRetry', { count: seconds }))
      : nothing;
  }

  // The countdown keeps running: the times may still wait out the same pause (the times arriving stop it).
  #resourceLoaded(resource: Resource) {
    const { calendar } = this.#c;
    const key = resourceIdOf(resource);
    const changed = key !== this.#lastResourceKey;
    this.#lastResourceKey = key;
    const minutes = resolveDuration(resource, this.#c.derived.config.duration);
    if (changed) calendar.forgetSelection(minutes);
    else if (!calendar.durationMinutes) calendar.setDuration(minutes);
    this.#c.flow.apply((state) => resourceLoaded(state, changed));
  }

  /** Times arrived for what is shown: the calendar selects, the live region says what there is. */
  #timesArrived(result: AvailabilityResult) {
    this.#busy.stop();
    const resource = this.#c.data().resource;
    if (!resource) return;
    this.#announceTimes(result, resource);
    if (!this.#readyFired) {
      this.#readyFired = true;
      emit(this.#c.host, 'booking-ready', { resource });
    }
  }

  #announceTimes(result: AvailabilityResult, resource: Resource) {
    const { calendar, flow, live } = this.#c;
    const byDate = this.#c.derived.slots();
    const query = this.#c.derived.query(resource);
    if (byDate) calendar.timesArrived(byDate, query.visible, query.today);
    // A reload behind a confirmation or a manage outcome (the cache was just invalidated) must not
    // overwrite that announcement with "N times available".
    const state = flow.state;
    const outcome = state.kind === 'booked' || (state.kind === 'managing' && state.done);
    if (!byDate || outcome) return;
    const t = this.#c.derived.t;
    const selected = calendar.selectedDate;
    if (selected && query.view !== 'week') {
      live.announce(timesOnDate(t, countAvailable(byDate, selected), selected));
    } else if (!firstAvailableDate(byDate, query.visible.start, query.visible.end)) {
      const next = result.nextAvailable;
      const none = t.t(query.view === 'week' ? 'empty.noTimesWeek' : 'announce.noTimesMonth');
      live.announce(
        next ? `${none}. ${t.t('empty.jumpTo', { date: longDate(next, t.locale) })}` : none,
      );
    } else if (live.text === t.t('announce.loading')) {
      // Times are shown (week view, nothing selected): "Loading" must not linger.
      live.announce('');
    }
  }

  #failed(step: 'resource' | 'availability', error: unknown) {
    this.#busy.stop();
    const view = describeStepFailure(step, error);
    const t = this.#c.derived.t;
    this.#c.live.announce(
      `${t.t(step === 'availability' ? 'error.loadTimes' : isUnavailable(view) ? 'empty.unavailable' : 'error.loadEvent')} ${t.t(view.key, view.params)}`,
    );
    if (step === 'resource') this.#c.flow.apply((state) => resourceFailed(state, view));
    emit(this.#c.host, 'booking-error', errorDetail(view) satisfies BookingErrorDetail);
  }
}
