import { LitElement, html, nothing, svg } from 'lit';
import type { PropertyValues } from 'lit';
import type { Resource, Settings } from '../../api/booking-schemas.js';
import type { Booking } from '../../api/booking-record-schemas.js';
import { createTranslator } from '../../core/i18n/index.js';
import type { Translator } from '../../core/i18n/index.js';
import { formatTimeRange } from '../../core/booking-time.js';
import { formatDate, formatTime, formatZoneName } from '../../core/datetime-format.js';
import {
  bookingToIcs,
  googleCalendarUrl,
  icsFileName,
  outlookCalendarUrl,
} from '../../core/ics.js';
import type { CalendarEventDetails } from '../../core/ics.js';
import { MANAGE_ACTIONS } from '../../core/flow.js';
import { describeLocation, locationSummary } from '../../core/locations.js';
import { bookingFacts } from './booking-facts.js';
import { manageLinkUrl } from '../../core/manage-url.js';
import { checkPolicy } from '../../core/policy.js';
import { policyLines } from '../shared/policy-lines.js';
import type { ManageAction, PolicyDecision } from '../../core/policy.js';
import { safeHttpUrl } from '../../core/safe-url.js';
import { withQuery } from '../../core/url-query.js';
import { browserTimeZone, dateInZone } from '../../core/zone.js';
import { stepBaseStyles } from '../booking-form/booking-form.styles.js';
import { bookingConfirmationStyles } from './booking-confirmation.styles.js';
// The English strings it says (loaded with this screen, not on the first paint's path).
import '../../core/i18n/english-after-times.js';
import '../../core/i18n/english-confirmation.js';

/** `booking-manage` detail. */
export interface BookingManageDetail {
  action: ManageAction;
  booking: Booking;
}

declare global {
  interface HTMLElementTagNameMap {
    'booking-confirmation': BookingConfirmation;
  }
  interface HTMLElementEventMap {
    'booking-manage': CustomEvent<BookingManageDetail>;
    'booking-confirmation-restart': CustomEvent<void>;
  }
}

/** How long the "Redirecting…" notice stays before a `redirect` confirmation navigates. */
export const REDIRECT_DELAY_MS = 3000;

const check = svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12.5l4.5 4.5L19 7.5"/></svg>`;
const clock = svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="8.5"/><path d="M12 7.5V12l3 2"/></svg>`;
const cross = svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"><path d="M7 7l10 10M17 7L7 17"/></svg>`;

/** Each status's heading and badge. */
const STATUS_LOOK = {
  confirmed: ['confirmation.booked', check],
  pending: ['confirmation.pending', clock],
  canceled: ['manage.isCanceled', cross],
} as const;

/** True when nothing has focus any more (e.g. the form's submit button was removed when the booking came). */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement;
}

/**
 * The confirmation screen: the booking's time in the viewer's zone, duration, location, host,
 * status (pending approval shown as such), the resource's `settings.confirmation` (`default` summary, `thanks`
 * message, `link` button, `redirect` after an announced delay with a visible link), "Add to calendar" (.ics
 * download, Google Calendar, Outlook), and Reschedule / Cancel when `settings.policy` allows (no policy: the defaults allow both).
 * Internal element of `<booking-widget>`. Every text and URL from the API is text; links only for http(s).
 *
 * @event booking-manage - `{ action: 'reschedule' | 'cancel', booking }`: the person wants to change the booking.
 * @event booking-confirmation-restart - "Book another time".
 *
 * @csspart confirmation - The confirmation section.
 *
 * @cssproperty --booking-primary - Badge and primary button colour, focus ring.
 * @cssproperty --booking-on-primary - Text on primary colour.
 * @cssproperty --booking-fg - Text colour.
 * @cssproperty --booking-muted - Secondary text.
 * @cssproperty --booking-radius - Corner radius.
 * @cssproperty --booking-font - Font family.
 */
export class BookingConfirmation extends LitElement {
  static override styles = [stepBaseStyles, bookingConfirmationStyles];

  /**
   * The `manage-url` link under a confirmation (http(s) only), or nothing: rendered by <booking-widget> in its own
   * tree (part `manage-link`), and loaded with this chunk since it only ever shows after a booking.
   */
  static manageLink(template: string, booking: Booking, t: Translator) {
    const url = booking.status !== 'canceled' && template && manageLinkUrl(template, booking);
    return url
      ? html`<p class="manage-link">
          <a href=${url} part="manage-link">${t.t('manage.link')}</a>
        </p>`
      : nothing;
  }

  static override properties = {
    booking: { attribute: false },
    resource: { attribute: false },
    settings: { attribute: false },
    translator: { attribute: false },
    viewerZone: { attribute: 'viewer-zone' },
    dateFormat: { attribute: 'date-format' },
    timeFormat: { attribute: 'time-format' },
    hour12: { attribute: false },
    redirectDelayMs: { attribute: false },
    navigate: { attribute: false },
    icsUrl: { state: true },
  };

  /** The booking record the service returned. */
  declare booking: Booking | undefined;
  /** The booked resource (name, settings). */
  declare resource: Resource | undefined;
  /** Settings to apply; the resource's when unset. */
  declare settings: Settings | undefined;
  declare translator: Translator;
  /** The IANA zone the viewer sees times in. */
  declare viewerZone: string;
  /** Overrides settings.date_format (moment-style tokens). */
  declare dateFormat: string | undefined;
  /** Overrides settings.time_format (`h:mm a`, `HH:mm`). */
  declare timeFormat: string | undefined;
  /** The visitor's clock (true: 12-hour, false: 24-hour), over both formats; unset: as they say. */
  declare hour12: boolean | undefined;
  /** Milliseconds before a `redirect` confirmation navigates. */
  declare redirectDelayMs: number;
  /** How a `redirect` confirmation navigates (replaceable for tests and single-page hosts). */
  declare navigate: (url: string) => void;

  declare private icsUrl: string | undefined;

  constructor() {
    super();
    this.translator = createTranslator('en-US');
    this.viewerZone = browserTimeZone();
    this.redirectDelayMs = REDIRECT_DELAY_MS;
    this.navigate = (url) => window.location.assign(url);
  }

  #redirectTimer: ReturnType<typeof setTimeout> | undefined;
  #redirectedFor: string | undefined;

  get #effectiveSettings(): Settings | undefined {
    return this.settings ?? this.resource?.settings;
  }

  /** Focuses the heading, so a screen reader starts reading the confirmation. */
  override focus(options?: FocusOptions): void {
    this.renderRoot.querySelector<HTMLElement>('h2')?.focus(options);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The object URL is revoked when the element leaves the page; make it again when it comes back.
    if (this.booking) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#clearRedirect();
    this.#redirectedFor = undefined;
    this.#revokeIcs();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (
      changed.has('booking') ||
      changed.has('resource') ||
      changed.has('translator') ||
      changed.has('settings') ||
      !this.icsUrl
    ) {
      this.#revokeIcs();
      const booking = this.booking;
      // A canceled booking's file is the cancellation that removes the event from the person's calendar.
      if (booking) {
        const ics = bookingToIcs(booking, this.#calendarDetails(booking));
        this.icsUrl = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
      }
    }
  }

  override updated(changed: PropertyValues<this>): void {
    if (changed.has('booking') && this.booking) {
      if (focusIsLost()) this.focus({ preventScroll: false });
    }
    this.#scheduleRedirect();
  }

  #revokeIcs(): void {
    if (this.icsUrl) URL.revokeObjectURL(this.icsUrl);
    this.icsUrl = undefined;
  }

  #clearRedirect(): void {
    if (this.#redirectTimer !== undefined) clearTimeout(this.#redirectTimer);
    this.#redirectTimer = undefined;
  }

  #redirectUrl(): string | undefined {
    const confirmation = this.#effectiveSettings?.confirmation;
    if (!this.booking || confirmation?.type !== 'redirect') return undefined;
    return withQuery(confirmation.redirect?.url, { booking_id: this.booking.booking_id });
  }

  #scheduleRedirect(): void {
    const url = this.#redirectUrl();
    const id = this.booking?.booking_id;
    if (!url || !id || !this.isConnected) {
      this.#clearRedirect();
      return;
    }
    if (this.#redirectedFor === id) return;
    this.#redirectedFor = id;
    this.#clearRedirect();
    this.#redirectTimer = setTimeout(() => {
      this.#redirectTimer = undefined;
      this.navigate(url);
    }, this.redirectDelayMs);
  }

  #calendarDetails(booking: Booking): CalendarEventDetails {
    const { t } = this.translator;
    const location = booking.location;
    const label = location ? t(describeLocation(location).labelKey) : '';
    const details: CalendarEventDetails = {
      title: booking.resource.name || this.resource?.name || '',
      description: [
        booking.host.name ? `${t('details.host')}: ${booking.host.name}` : '',
        booking.status === 'pending' ? t('confirmation.pending') : '',
      ]
        .filter(Boolean)
        .join('\n'),
    };
    if (location && !this.#effectiveSettings?.hide_location) {
      details.location = locationSummary(location, label);
      const join = safeHttpUrl(location.join_url);
      if (join) details.url = join;
    }
    return details;
  }

  #fire(name: 'booking-confirmation-restart'): void;
  #fire(name: 'booking-manage', detail: BookingManageDetail): void;
  #fire(name: string, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  override render() {
    const booking = this.booking;
    if (!booking) return nothing;
    const { t } = this.translator;
    const settings = this.#effectiveSettings;
    const confirmation = settings?.confirmation;
    const [heading, badge] = STATUS_LOOK[booking.status];
    const message = confirmation?.message?.trim();
    return html`<section part="confirmation" aria-labelledby="heading">
      <div class="head">
        <span class="badge ${booking.status === 'confirmed' ? '' : 'pending'}">${badge}</span>
        <h2 id="heading" tabindex="-1">${t(heading)}</h2>
      </div>
      ${booking.status === 'pending' ? html`<p class="muted">${t('confirmation.pendingNote')}</p>` : nothing}
      ${
        message && (confirmation?.type === 'thanks' || confirmation?.type === 'link')
          ? html`<p class="message">${message}</p>`
          : nothing
      }
      ${this.#renderRedirect()} ${this.#renderFacts(booking, settings)}
      ${
        // Only a confirmed booking has had a confirmation sent: a pending one awaits the host, a canceled one is off.
        booking.status === 'confirmed' &&
        settings?.email_to_invitee !== false &&
        booking.invitees[0]?.email
          ? html`<p>${t('confirmation.emailSent', { email: booking.invitees[0].email })}</p>`
          : nothing
      }
      ${this.#renderLink()}
      ${
        // A request the host hasn't confirmed goes in no calendar yet.
        booking.status === 'canceled'
          ? this.#renderCancellation(booking)
          : booking.status === 'confirmed'
            ? this.#renderCalendar(booking)
            : nothing
      }
      ${this.#renderManage(booking, settings)}
      <div class="actions">
        <button
          type="button"
          class="button restart"
          @click=${() => this.#fire('booking-confirmation-restart')}
        >
          ${t('confirmation.bookAnother')}
        </button>
      </div>
    </section>`;
  }

  #timeOptions(settings: Settings | undefined) {
    const { locale } = this.translator;
    return {
      timeFormat: this.timeFormat ?? settings?.time_format ?? null,
      locale,
      hour12: this.hour12,
    };
  }

  #date(instant: string, settings: Settings | undefined) {
    const { locale } = this.translator;
    return formatDate(
      dateInZone(instant, this.viewerZone),
      this.dateFormat ?? settings?.date_format,
      locale,
    );
  }

  /** A moment as the facts write it: the date and the time, in the viewer's zone and clock. */
  #when(instant: string) {
    const settings = this.#effectiveSettings;
    return this.translator.t('calendar.dateAndTime', {
      date: this.#date(instant, settings),
      time: formatTime(instant, this.viewerZone, this.#timeOptions(settings)),
    });
  }

  #renderFacts(booking: Booking, settings: Settings | undefined) {
    const zone = this.viewerZone;
    return bookingFacts(this.translator, booking, this.resource, settings, {
      date: this.#date(booking.start_at, settings),
      time: formatTimeRange(booking.start_at, booking.end_at, zone, this.#timeOptions(settings)),
      zoneName: formatZoneName(zone, this.translator.locale, Date.parse(booking.start_at)),
    });
  }

  #renderLink() {
    const confirmation = this.#effectiveSettings?.confirmation;
    if (confirmation?.type !== 'link') return nothing;
    const url = safeHttpUrl(confirmation.link?.url);
    if (!url) return nothing;
    const text = confirmation.link?.text?.trim() || url;
    return html`<div class="actions">
      ${this.#newTabLink('button primary confirmation-link', url, text)}
    </div>`;
  }

  #renderRedirect() {
    const url = this.#redirectUrl();
    if (!url) return nothing;
    const { t } = this.translator;
    return html`<div class="redirect">
      <p role="status">${t('confirmation.redirecting')}</p>
      <p><a class="redirect-link" href=${url}>${t('confirmation.redirectNow')}</a></p>
    </div>`;
  }

  /** A link that opens in a new tab, and says so to screen readers. */
  #newTabLink(classes: string, href: string, text: string) {
    return html`<a class=${classes} href=${href} target="_blank" rel="noopener noreferrer"
      >${text}<span class="visually-hidden">
        ${this.translator.t('confirmation.opensInNewTab')}</span
      ></a
    >`;
  }

  #renderCalendar(booking: Booking) {
    const { t } = this.translator;
    const details = this.#calendarDetails(booking);
    return html`<div class="calendar" role="group" aria-labelledby="calendar-heading">
      <h3 id="calendar-heading">${t('confirmation.addToCalendar')}</h3>
      <div class="actions">
        ${
          this.icsUrl
            ? html`<a
                class="button ics"
                href=${this.icsUrl}
                download=${icsFileName(booking)}
                type="text/calendar"
                >${t('confirmation.downloadIcs')}</a
              >`
            : nothing
        }
        ${this.#newTabLink('button google', googleCalendarUrl(booking, details), t('confirmation.googleCalendar'))}
        ${this.#newTabLink('button outlook', outlookCalendarUrl(booking, details), t('confirmation.outlook'))}
      </div>
    </div>`;
  }

  #renderCancellation(booking: Booking) {
    const { t } = this.translator;
    if (!this.icsUrl) return nothing;
    return html`<div class="calendar" role="group" aria-labelledby="calendar-heading">
      <h3 id="calendar-heading">${t('confirmation.removeFromCalendar')}</h3>
      <div class="actions">
        <a
          class="button ics"
          href=${this.icsUrl}
          download=${icsFileName(booking)}
          type="text/calendar"
          >${t('confirmation.downloadCancellation')}</a
        >
      </div>
    </div>`;
  }

  #renderManage(booking: Booking, settings: Settings | undefined) {
    // No `settings.policy` means the service's defaults (changes allowed, no notice): offer them too.
    if (booking.status === 'canceled') return nothing;
    const { t } = this.translator;
    const decisions = MANAGE_ACTIONS.map(
      (action) => [action, checkPolicy(action, booking, settings)] as const,
    );
    const allowed = decisions.filter(([, decision]) => decision.allowed).map(([action]) => action);
    const notes = [
      ...policyLines(this.translator, settings, booking.start_at, (instant) => this.#when(instant)),
      ...decisions.flatMap(([action, decision]) => this.#refusalNote(action, decision)),
    ];
    if (allowed.length === 0 && notes.length === 0) return nothing;
    return html`<div class="manage">
      ${
        allowed.length > 0
          ? html`<div class="actions">
              ${allowed.map(
                (action) =>
                  html`<button
                    type="button"
                    class="button ${action}"
                    @click=${() => this.#fire('booking-manage', { action, booking })}
                  >
                    ${t(`confirmation.${action}`)}
                  </button>`,
              )}
            </div>`
          : nothing
      }
      ${notes.map((note) => html`<p class="muted policy-note">${note}</p>`)}
    </div>`;
  }

  /** Why an action isn't offered, when the policy's window has closed (a disabled action just isn't shown). */
  #refusalNote(action: ManageAction, decision: PolicyDecision): string[] {
    if (decision.allowed || decision.reason !== 'too_late') return [];
    const { t } = this.translator;
    const rule = this.#effectiveSettings?.policy?.[action === 'cancel' ? 'cancellation' : action];
    const policy =
      decision.description ??
      t('manage.policyNotice', {
        period: this.translator.formatPeriod(rule?.terms.value ?? 0, rule?.terms.type ?? 'minutes'),
      });
    return [t(`manage.${action}Blocked`, { policy })];
  }
}

if (!customElements.get('booking-confirmation'))
  customElements.define('booking-confirmation', BookingConfirmation);
