/**
 * The bodies the proxy sends for a booking, rebuilt from strict schemas rather than passed on: known fields
 * only (an unknown one such as `status` or `price` is 400 naming it), exactly one invitee, guests within the
 * resource's `settings.guest`, a duration and a location the resource offers (the location sent is the
 * resource's own, with only the phone or place the invitee adds), answers to the resource's questions.
 * The rebuilt body is also what an Idempotency-Key's fingerprint is taken of. Full zod: server side only.
 */
import * as z from 'zod';
import { LANGUAGES, LOCATION_TYPES } from '../api/booking-schemas.js';
import { asRecord } from './records.js';

const UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|\+00:00)$/;
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const utc = () => z.string().regex(UTC, 'must be an ISO 8601 UTC date-time');
const email = () => z.string().max(254).regex(EMAIL, 'must be an e-mail address');
const text = (max: number) => z.string().max(max).nullish();

const FileAnswer = z.strictObject({
  name: z.string().min(1).max(255),
  type: z.string().max(255),
  size: z.number().min(0).max(1_000_000),
  data_url: z.string().regex(/^data:[^,]*;base64,[A-Za-z0-9+/=]*$/, 'must be a base64 data URL'),
});

const Answer = z.strictObject({
  name: z.string().min(1).max(200),
  label: z.string().max(1000).optional(),
  value: z.union([z.string().max(10_000), z.array(z.string().max(1000)).max(100), FileAnswer]),
});

const Location = z.strictObject({
  type: z.enum(LOCATION_TYPES),
  name: text(1000),
  email: text(1000),
  phone: text(1000),
  address: text(1000),
  city: text(1000),
  state: text(1000),
  zip_code: text(1000),
  country: text(1000),
  place_id: text(1000),
  join_url: text(1000),
  remarks: text(1000),
  meeting_id: text(1000),
  password: text(1000),
  error: text(1000),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
});

export const BookingBody = z.strictObject({
  resource: z.strictObject({ resource_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
  host: z.strictObject({ user_id: z.number().int().positive() }).optional(),
  start_at: utc(),
  end_at: utc(),
  invitees: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1).max(120),
        email: email(),
        questions: z.array(Answer).max(64),
      }),
    )
    .length(1, 'one invitee per booking (guests are listed in guests)'),
  location: Location.optional(),
  guests: z.array(email()).max(100).optional(),
  time_zone: z.string().min(1).max(64).optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type BookingBody = z.infer<typeof BookingBody>;

export const RescheduleBody = z.strictObject({
  start_at: utc(),
  end_at: utc(),
  host: z.strictObject({ user_id: z.number().int().positive() }).optional(),
  reason: z.string().max(500).optional(),
});

export const CancelBody = z.strictObject({ reason: z.string().max(500).optional() });

export interface BodyProblem {
  message: string;
  details: Array<{ path: string; message: string }>;
}

const problem = (path: string, message: string): BodyProblem => ({
  message: `The booking is invalid: ${path}: ${message}`,
  details: [{ path, message }],
});

/** `text` parsed by `schema`, or the problem naming each wrong or unknown field. */
export function parseBody<T>(schema: z.ZodType<T>, text: string | undefined): T | BodyProblem {
  let json: unknown;
  try {
    json = text === undefined || text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return problem('', 'the body is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.flatMap((issue) => {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: at ? `${at}.${key}` : key,
        message: 'is not a field the proxy forwards',
      }));
    }
    return [{ path: at, message: issue.message }];
  });
  return {
    message: `The booking is invalid: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`,
    details,
  };
}

export const isProblem = (value: unknown): value is BodyProblem =>
  typeof value === 'object' && value !== null && 'details' in value && 'message' in value;

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const UNIT_MINUTES: Record<string, number> = { minutes: 1, hours: 60, days: 1440 };

/** The lengths a resource offers, in minutes (spec §2.2 durations: value × unit, minutes by default). */
export function offeredMinutes(resource: Record<string, unknown>): number[] {
  return asList(resource['durations']).flatMap((item) => {
    const duration = asRecord(item);
    const value = duration['value'] ?? 30;
    const unit = UNIT_MINUTES[String(duration['type'] ?? 'minutes')];
    return typeof value === 'number' && unit ? [value * unit] : [];
  });
}

/** What a location type takes from the invitee: their phone number, or the place they propose. */
const INVITEE_FIELDS: Partial<Record<string, 'phone' | 'address'>> = {
  inbound_call: 'phone',
  phone: 'phone',
  ask_invitee: 'address',
};

/**
 * The body to send for `body` against `resource` (its record as the service has it), or the problem. The
 * location is the resource's own (matched by type and name) with the invitee's phone or place only.
 */
export function rebuildBooking(
  body: BookingBody,
  resource: Record<string, unknown>,
): BookingBody | BodyProblem {
  const start = Date.parse(body.start_at);
  const minutes = (Date.parse(body.end_at) - start) / 60_000;
  const offered = offeredMinutes(resource);
  if (!offered.includes(minutes)) {
    return problem('end_at', `the event lasts ${offered.join(' or ')} minutes, not ${minutes}`);
  }
  const guest = asRecord(asRecord(resource['settings'])['guest']);
  const guests = body.guests ?? [];
  const allowed = guest['is_allowed'] !== false;
  const max = typeof guest['max_allowed'] === 'number' ? guest['max_allowed'] : 10;
  if (guests.length > 0 && !allowed) return problem('guests', 'this event does not allow guests');
  if (guests.length > max) return problem('guests', `at most ${max} guests`);
  const questions = new Set(asList(resource['questions']).map((q) => asRecord(q)['name']));
  const invitee = body.invitees[0]!;
  const unknown = invitee.questions.findIndex((answer) => !questions.has(answer.name));
  if (unknown >= 0) {
    return problem(`invitees.0.questions.${unknown}.name`, 'is not a question of this event');
  }
  let location: Record<string, unknown> | undefined;
  if (body.location) {
    const wanted = body.location;
    const match = asList(resource['locations'])
      .map(asRecord)
      .find(
        (offer) =>
          offer['type'] === wanted.type && (offer['name'] ?? null) === (wanted.name ?? null),
      );
    if (!match) return problem('location', 'is not one of the locations this event offers');
    location = { ...match };
    const field = INVITEE_FIELDS[wanted.type];
    const given = field ? wanted[field] : undefined;
    if (field && typeof given === 'string' && given.trim() !== '') location[field] = given.trim();
  }
  return {
    resource: { resource_id: body.resource.resource_id },
    ...(body.host ? { host: { user_id: body.host.user_id } } : {}),
    start_at: body.start_at,
    end_at: body.end_at,
    invitees: [
      {
        name: invitee.name,
        email: invitee.email,
        questions: invitee.questions.map((answer) => ({
          name: answer.name,
          ...(answer.label === undefined ? {} : { label: answer.label }),
          value: answer.value,
        })),
      },
    ],
    ...(location ? { location: location as BookingBody['location'] } : {}),
    ...(body.guests ? { guests: [...body.guests] } : {}),
    ...(body.time_zone === undefined ? {} : { time_zone: body.time_zone }),
    ...(body.language === undefined ? {} : { language: body.language }),
  };
}
