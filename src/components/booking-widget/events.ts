/** The details of <booking-widget>'s public events (docs/element.md lists them with the events). */
import type { FailedStep } from '../../core/failure.js';

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
