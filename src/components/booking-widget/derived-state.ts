/**
 * What <booking-widget> shows now: its attributes parsed into the config (in `willUpdate`, when one of them
 * changed) and, derived on each read from the config, the flow, the loaded resource and the calendar's view
 * state, the translator, the zone times are shown in, the formatter, the times and the query of what the
 * calendar shows. The parts it reads are cached where they are made (the formatter and regrouped times in
 * render-cache.ts).
 */
import type { Resource } from '../../api/booking-schemas.js';
import { bookableWindow, requestRange, visibleRange, zonePadding } from '../../core/calendar.js';
import { minutesToDurationParam } from '../../core/duration.js';
import type { Translator } from '../../core/i18n/index.js';
import type { SlotsByDate } from '../../core/regroup.js';
import { isValidTimeZone, todayIn } from '../../core/zone.js';
import type { ClockChoice } from '../shared/clock-choice.js';
import type { AvailabilityController, CalendarQuery } from './availability-controller.js';
import type { CalendarState } from './calendar-state.js';
import { configChanged, parseConfig, type WidgetConfig } from './config.js';
import type { FlowController } from './flow-controller.js';
import { createFormatter, type TimeFormatter } from './format.js';
import { currentBrowserZone, weekStart } from './render-cache.js';

export interface DerivedSources {
  /** The element: its attributes as set (the flow picks the managed booking's `resource` and `duration`). */
  host: Readonly<Record<keyof WidgetConfig, unknown>>;
  translator(): Translator;
  /** The visitor's 12/24-hour choice. */
  clock: ClockChoice;
  flow: FlowController;
  calendar: CalendarState;
  data(): AvailabilityController;
}

export class DerivedState {
  readonly #s: DerivedSources;
  /** The attributes as parsed by zod at the last update that changed one of them. */
  #attributes: WidgetConfig = parseConfig({});

  constructor(sources: DerivedSources) {
    this.#s = sources;
  }

  /** Before a render: parses the attributes again when one of them `changed`. */
  willUpdate(changed: { has(name: string): boolean }): void {
    if (configChanged(changed)) this.#attributes = parseConfig(this.#s.host);
  }

  /** The attributes as parsed, as set on the element (what its warnings compare with). */
  get attributes(): WidgetConfig {
    return this.#attributes;
  }

  /** The config in use: the attributes', with the flow's resource and duration (a managed booking's own). */
  get config(): WidgetConfig {
    const { flow } = this.#s;
    const attributes = this.#attributes;
    return {
      ...attributes,
      resource: flow.resourceFor(attributes.resource),
      duration: flow.durationFor(attributes.duration),
    };
  }

  /** Whose events a page of events lists (the `user` or `page` attribute), when `resource` is not set. */
  get listOwner(): { user: number } | { page: number } | undefined {
    const { resource, user, page } = this.#attributes;
    if (resource) return undefined;
    return user ? { user: Number(user) } : page ? { page: Number(page) } : undefined;
  }

  get t(): Translator {
    return this.#s.translator();
  }

  /** The zone times are shown in: the resource's when locked, else the chosen one, the attribute, the browser's. */
  get zone(): string {
    const resourceZone = this.#s.data().resourceZone;
    if (this.zoneLocked && resourceZone && isValidTimeZone(resourceZone)) return resourceZone;
    const chosen = this.#s.calendar.chosenZone;
    if (chosen && isValidTimeZone(chosen)) return chosen;
    return this.config.timezone || currentBrowserZone();
  }

  get zoneLocked(): boolean {
    return Boolean(this.#s.data().resource?.settings.is_timezone_locked);
  }

  get format(): TimeFormatter {
    return createFormatter(
      this.#s.data().resource?.settings,
      this.zone,
      this.t.locale,
      this.#s.clock.hour12,
    );
  }

  /** The times shown (without the booking being rescheduled). */
  slots(): SlotsByDate | undefined {
    const byDate = this.#s.data().slots(this.zone);
    return byDate && this.#s.flow.excludeCurrent(byDate);
  }

  /** What the calendar shows of `resource` now, and the dates to request for it. */
  query(resource: Resource): CalendarQuery & { anchor: string } {
    const zone = this.zone;
    const today = todayIn(zone);
    const view = this.config.view;
    const calendar = this.#s.calendar;
    const anchor = calendar.anchor || today;
    const firstDay = weekStart(this.t.language);
    const resourceZone = this.#s.data().resourceZone;
    const window = bookableWindow(resource, Date.now(), resourceZone ?? zone, zone);
    const minutes = calendar.durationMinutes;
    const visible = visibleRange(view, anchor, firstDay);
    const padding = zonePadding(zone, resourceZone, visible);
    return {
      view,
      anchor,
      zone,
      today,
      firstDay,
      window,
      visible,
      requested: requestRange(view, anchor, firstDay, { window, padding }),
      padding,
      durationParam: minutes ? minutesToDurationParam(minutes) : '',
    };
  }
}
