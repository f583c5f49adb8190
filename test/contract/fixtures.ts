/**
 * Hand-written records from the spec's tables (spec §2.1–§2.7, §2.9, §4.3), not produced by our mock: the
 * contract suite (test/contract/) serves them from a stub service, and the mock's tests can use them too.
 * Each bookable record pairs with the time zone its stub availability is written in and the id the element is
 * given (`resource`): the record's own `resource_id` may be `null` or differ in form.
 */

/** A bookable record as a service might send it, with what the stub needs to serve it. */
export interface ContractResource {
  /** The element's `resource` attribute: the id in the service's paths. */
  id: string;
  /** What the fixture shows. */
  label: string;
  /** The zone the stub writes this resource's availability in. */
  zone: string;
  record: Record<string, unknown>;
}

/** The two questions every resource has at least (§2.4: 2..32), the spec's way: keyed `name` and `email`. */
const contactQuestions = [
  { type: 'text', name: 'name', label: 'Full name', required: true },
  { type: 'email', name: 'email', label: 'Email address', required: true },
];

const nullCommon = {
  resource_id: null,
  account_id: null,
  user_id: null,
  slug: null,
  description: null,
  color: null,
  notice: null,
  payment: null,
  rank: null,
  prices: null,
  is_template: null,
  form: null,
  is_enabled: null,
  internal_note: null,
  booking_url: null,
  banner: null,
  slots: null,
  break: null,
  created_at: null,
  updated_at: null,
};

/** Only the required fields of each variant (§2.1), every nullable field `null`. */
export const minimalOneOnOne: ContractResource = {
  id: '9001',
  label: 'minimal one_on_one',
  zone: 'America/New_York',
  record: {
    ...nullCommon,
    page_id: 1,
    name: 'Minimal one-on-one',
    period: { type: 'any' },
    questions: contactQuestions,
    schedule_id: 1,
    durations: [{ type: 'minutes', value: 30, is_default: null }],
    locations: [{ type: 'zoom' }],
    capacity: null,
    type: 'event',
    event_type: 'one_on_one',
  },
};

export const minimalGroup: ContractResource = {
  id: '9002',
  label: 'minimal group',
  zone: 'Europe/London',
  record: {
    ...nullCommon,
    page_id: 1,
    name: 'Minimal group',
    period: { type: 'calendar_days', days: 60 },
    questions: contactQuestions,
    schedule_id: 1,
    durations: [{ type: 'hours', value: 1 }],
    capacity: { is_unlimited: null, type: null, max: null, is_public: null },
    locations: [{ type: 'physical', address: null, name: null }],
    type: 'event',
    event_type: 'group',
  },
};

export const minimalRoundRobin: ContractResource = {
  id: '9003',
  label: 'minimal round_robin',
  zone: 'Asia/Tokyo',
  record: {
    ...nullCommon,
    page_id: 1,
    name: 'Minimal round robin',
    period: { type: 'any' },
    questions: contactQuestions,
    schedule_id: null,
    durations: [{ value: 45 }],
    locations: null,
    members: [{ user_id: 31, location: { type: 'google_meet' }, priority: null }],
    capacity: null,
    type: 'event',
    event_type: 'round_robin',
  },
};

/** Every optional field of §2.2–§2.6 set. */
export const maximalOneOnOne: ContractResource = {
  id: '9004',
  label: 'maximal one_on_one',
  zone: 'Europe/Berlin',
  record: {
    resource_id: 9004,
    account_id: 7,
    page_id: 3,
    user_id: 42,
    name: 'Maximal one-on-one',
    slug: 'maximal',
    language: 'de',
    description: 'Every optional field of the spec is set.',
    color: '#0f766e',
    period: { type: 'ranges', start_date: '2026-01-01', end_date: '2027-12-31' },
    notice: { type: 'hours', value: 1 },
    payment: { is_enabled: true, gateways: ['stripe', 'cash'] },
    rank: 2,
    prices: [{ name: 'Session', duration: 30, amount: 20, currency: 'EUR' }],
    is_template: false,
    questions: [
      ...contactQuestions,
      {
        type: 'dropdown',
        name: 'topic',
        label: 'Topic',
        value: 'general',
        add_to_location: false,
        required: false,
        placeholder: 'Choose',
        pattern: null,
        options: [
          { key: 'general', label: 'General' },
          { key: 'billing', label: 'Billing' },
        ],
      },
    ],
    form: { heading: 'Your details' },
    settings: {
      confirmation: { type: 'thanks', link: null, redirect: null, message: 'Thank you!' },
      guest: { is_allowed: true, max_allowed: 3, is_chargeable: false },
      attendees: ['team@example.com'],
      privacy: { type: 'public', passcode: null },
      policy: {
        reschedule: { is_enabled: true, description: null, terms: { type: 'hours', value: 2 } },
        cancellation: { is_enabled: true, description: 'Free until 2 h before.', terms: { type: 'hours', value: 2 } },
      },
      // Each §2.5 flag set, some to the other value than its default.
      show_booked_slots: true,
      require_approval: false,
      short_link_only: false,
      check_calendar_conflict: false,
      calendar_invite_to_invitee: true,
      prevent_duplicates: true,
      skip_form: false,
      email_to_invitee: true,
      hide_location: false,
      email_to_host: false,
      hide_language: true,
      date_format: 'DD.MM.YYYY',
      hide_timezone: false,
      time_format: 'HH:mm',
      is_timezone_locked: false,
      hosts: [
        { name: 'Dana Host', role: 'Advisor', about: null, avatar: null, type: 'host', social: null },
      ],
    },
    is_enabled: true,
    internal_note: 'Internal.',
    booking_url: 'https://book.example.com/maximal',
    schedule_id: 5,
    banner: {
      background: '#ffffff',
      url: 'https://images.example.com/banner.png',
      alt: 'Banner',
      overlay: false,
      color: '#000000',
      align: 'left',
      credit: { name: 'A. Photographer', username: 'aphoto', link: 'https://example.com' },
    },
    durations: [
      { type: 'minutes', value: 30, is_default: true },
      { type: 'hours', value: 1, is_default: false },
    ],
    slots: { type: 'minutes', value: 30 },
    break: { after: 5, before: 0 },
    capacity: { is_unlimited: false, type: 'perslot', max: 1, is_public: false },
    locations: [
      { type: 'google_meet', name: 'Google Meet', join_url: null },
      { type: 'physical', name: 'Office', address: 'Hauptstraße 1', city: 'Berlin', zip_code: '10115', country: 'DE', latitude: 52.52, longitude: 13.4 },
    ],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-02T00:00:00+01:00',
    type: 'event',
    event_type: 'one_on_one',
  },
}; // prettier-ignore

/**
 * A record in the forms real deployments write: an opaque string id, `resource_id: null`, generated question
 * keys, `payment` without `is_enabled`, `confirmation: { link: {}, redirect: {}, type: "default" }`,
 * `policy.*.is_enabled: null`, a `specific` weekday `MON` with `HH:mm:ss`, fields we don't know.
 */
export const realWorld: ContractResource = {
  id: '63a4395e9b1c2d0012ab34cd',
  label: 'real-world forms, opaque id',
  zone: 'Asia/Kolkata',
  record: {
    _id: '63a4395e9b1c2d0012ab34cd',
    resource_id: null,
    page_id: 12,
    user_id: 77,
    name: 'Consultation',
    period: {
      type: 'recurring',
      specific: [
        { type: 'every', weekday: 'MON', time: '09:00:00' },
        { type: 'every', weekday: 'Tue' },
        { type: 'every', weekday: 'WEDNESDAY' },
        { type: 'every', weekday: 'thu' },
        { type: 'every', weekday: 'FRI' },
        { type: 'every', weekday: 'SAT' },
        { type: 'every', weekday: 'SUN' },
      ],
    },
    payment: { gateways: [] },
    questions: [
      { type: 'text', name: '1695963612423', label: 'Name', required: true },
      { type: 'email', name: '1695963612424', label: 'Email', required: true },
    ],
    settings: {
      confirmation: { link: {}, redirect: {}, type: 'default' },
      policy: {
        reschedule: { is_enabled: null, terms: { type: null, value: null } },
        cancellation: { is_enabled: null },
      },
      email_to_host: null,
      whatsapp_reminder: true,
    },
    durations: [{ type: 'minutes', value: 30, is_default: true }],
    locations: [
      { type: 'phone', name: 'Phone call' },
      { type: 'google_meet', name: 'Google Meet' },
    ],
    type: 'event',
    event_type: 'one_on_one',
    createdAt: '2023-09-29T06:20:12.423Z',
    __v: 0,
  },
};

/** A resource far from a far viewer: Pago Pago (UTC−11), slots at 23:00, seen from Kiritimati (UTC+14) at 00:00. */
export const pagoPago: ContractResource = {
  id: '9005',
  label: 'Pago Pago resource',
  zone: 'Pacific/Pago_Pago',
  record: {
    ...minimalOneOnOne.record,
    resource_id: 9005,
    name: 'Late call in Pago Pago',
  },
};

export const CONTRACT_RESOURCES: readonly ContractResource[] = [
  minimalOneOnOne,
  minimalGroup,
  minimalRoundRobin,
  maximalOneOnOne,
  realWorld,
  pagoPago,
];

/** The further list item of §2.1 ("fields not shown"): not bookable. */
export const otherVariant = { type: 'event', event_type: 'webinar', seats: 500 };

/** The local times the stub offers each day (no seconds, as real services write them). */
export const STUB_TIMES: Readonly<Record<string, readonly string[]>> = {
  [pagoPago.id]: ['23:00'],
};
export const DEFAULT_STUB_TIMES = ['09:00', '14:30'];

/** Fields and values a booking answer may carry that we did not invent (§4.3: "fields of the response: not shown"). */
export const bookingExtras = {
  id: 'not-our-id-field',
  status: 'scheduled',
  payment_status: 'not_required',
  meta: { source: 'api', reminders: [{ at: '2026-03-01T08:00:00Z' }] },
  resource: { resource_id: null, slug: 'consultation' },
  host: null,
};
