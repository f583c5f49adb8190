/** The details of <booking-widget>'s public events (docs/element.md lists them with the events). */
import type { Booking } from '../../api/booking-record-schemas.js';
import type { Campaign } from '../../core/campaign.js';
import type { FailedStep } from '../../core/failure.js';

/**
 * `booking-confirmed`: the booking record the service returned, plus `utm`, the page address's campaign
 * parameters (`utm_source`, `utm_medium`, `utm_campaign`, `utm_term`, `utm_content`) when it had any.
 */
export type BookingConfirmedDetail = Booking & { utm?: Campaign };

export interface BookingDateSelectedDetail {
  /** YYYY-MM-DD in the viewer's zone. */
  date: string;
  /** Open times on that date. */
  count: number;
}

export interface BookingSlotSelectedDetail {
  /** UTC ISO start and end. */
  start_at: string;
  end_at: string;
  /** The viewer's zone, date and 24-hour time of the start. */
  time_zone: string;
  date: string;
  time: string;
  duration: number;
  /** Seats left (group events). */
  available: number;
}

export interface BookingErrorDetail {
  code: string;
  message: string;
  step: FailedStep;
}
