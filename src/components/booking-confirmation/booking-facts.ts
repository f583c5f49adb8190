/**
 * The confirmation's facts (a description list): the event's name, date, time and zone, duration, location, host,
 * and for a paid event its price for the booked duration and how the host collects it — in the same words as the
 * details column before booking (`paymentLine`: the spec has no payment call, nothing was charged here). A canceled
 * booking states no price: there is nothing to pay.
 */
import { html, nothing } from 'lit';
import type { Resource, Settings } from '../../api/booking-schemas.js';
import type { Booking } from '../../api/booking-record-schemas.js';
import type { Translator } from '../../core/i18n/index.js';
import { formatPrice, paymentLine, priceForDuration } from '../../core/price.js';
import { renderLocation } from './location-fact.js';
// The English strings it says (loaded with this screen, not on the first paint's path).
import '../../core/i18n/english-confirmation.js';

/** The booking's moment as the viewer reads it. */
export interface FactsTime {
  /** The date, in the settings' or the page's format. */
  date: string;
  /** "10:00 – 10:30 AM". */
  time: string;
  /** The viewer's zone, named. */
  zoneName: string;
}

const row = (term: string, className: string, value: unknown) =>
  html`<div>
    <dt>${term}</dt>
    <dd class=${className}>${value}</dd>
  </div>`;

export function bookingFacts(
  translator: Translator,
  booking: Booking,
  resource: Resource | undefined,
  settings: Settings | undefined,
  when: FactsTime,
) {
  const { t, locale } = translator;
  const location = booking.location && !settings?.hide_location ? booking.location : undefined;
  const canceled = booking.status === 'canceled';
  const price = canceled ? undefined : priceForDuration(resource?.prices, booking.duration);
  const payment = canceled ? undefined : paymentLine(translator, resource?.payment);
  return html`<p class="event-name" dir="auto">${booking.resource.name || resource?.name}</p>
    <dl>
      ${row(t('details.date'), 'date', when.date)}
      ${row(
        t('details.time'),
        'time',
        html`<span class="line">${when.time}</span>
          <span class="line muted zone">${when.zoneName}</span>`,
      )}
      ${row(t('details.duration'), 'duration', translator.formatDuration(booking.duration))}
      ${location ? renderLocation(translator, location, canceled) : nothing}
      ${
        booking.host.name
          ? html`<div>
              <dt>${t('details.host')}</dt>
              <dd class="host" dir="auto">${booking.host.name}</dd>
            </div>`
          : nothing
      }
      ${price ? row(t('details.price'), 'price', formatPrice(price, locale)) : nothing}
      ${payment ? row(t('payment.label'), 'payment', payment) : nothing}
    </dl>`;
}
