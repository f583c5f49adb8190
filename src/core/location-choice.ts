/**
 * The invitee's choice among a resource's locations (spec §2.1: a one-on-one resource has 1–24) and what a
 * location needs from them, as pure functions for the form and the booking request.
 *
 * - `inbound_call` ("We will call you") needs the invitee's phone number;
 * - `phone` needs it too unless the location has a number of its own (then the invitee calls that number);
 * - `ask_invitee` needs the place the invitee proposes (free text, sent as the location's `address`);
 * - every other type is complete as the resource lists it.
 * A `tel` question marked `add_to_location` already asks for the phone: the location then asks nothing more.
 */
import type { Location, Question } from '../api/booking-schemas.js';
import { text } from './location-line.js';

/** What a location needs from the invitee. */
export type LocationInput = 'phone' | 'place';

/** The form's value for the location: the chosen index into the offered locations and the invitee's detail. */
export interface LocationChoice {
  index: number;
  /** The phone number or place the chosen location needs ('' when it needs none). */
  detail: string;
}

/** The longest place text the form accepts (an address line). */
export const PLACE_MAX_LENGTH = 500;

/** What the invitee must add to `location`, if anything. */
export function locationInput(location: Location): LocationInput | undefined {
  if (location.type === 'inbound_call') return 'phone';
  if (location.type === 'phone') return text(location.phone) ? undefined : 'phone';
  if (location.type === 'ask_invitee') return 'place';
  return undefined;
}

/** The question that already asks for the phone number a location needs (`add_to_location`, type `tel`). */
export const locationPhoneQuestion = (questions: readonly Question[]): Question | undefined =>
  questions.find((question) => question.add_to_location === true && question.type === 'tel');

/**
 * What the form asks about the location: the choice when there are several, and the field the chosen one needs
 * (none when a question already asks for the phone).
 */
export function locationQuestion(
  locations: readonly Location[],
  questions: readonly Question[],
  choice: LocationChoice | undefined,
): { choose: boolean; input: LocationInput | undefined; phoneQuestion: Question | undefined } {
  const location = locations[choice?.index ?? 0];
  const need = location ? locationInput(location) : undefined;
  const phoneQuestion = need === 'phone' ? locationPhoneQuestion(questions) : undefined;
  return { choose: locations.length > 1, input: phoneQuestion ? undefined : need, phoneQuestion };
}

/**
 * The location sent with the booking: the chosen one as the resource lists it, with the invitee's phone number
 * (`phone`) or place (`address`) filled in. `phoneAnswer` is the answer of the `add_to_location` question, when
 * that question asks for the phone. Undefined when there is nothing to choose or add (one location that needs
 * nothing: the service uses it anyway).
 */
export function chosenLocation(
  locations: readonly Location[],
  choice: LocationChoice | undefined,
  phoneAnswer?: string,
): Location | undefined {
  const location = locations[choice?.index ?? 0];
  if (!location) return undefined;
  const need = locationInput(location);
  if (locations.length < 2 && !need) return undefined;
  const detail = text(need === 'phone' && phoneAnswer !== undefined ? phoneAnswer : choice?.detail);
  if (need === 'phone' && detail) return { ...location, phone: detail };
  if (need === 'place' && detail) return { ...location, address: detail };
  return { ...location };
}
