/** Valid records of the contract, for the API tests to start from and break one field at a time. */
import type {
  AvailabilityEntry,
  Booking,
  BookingRequest,
  Customer,
  Link,
  ResourceInput,
} from '../../../src/api/schemas.js';

export const questions = () => [
  { type: 'text' as const, name: 'name', label: 'Your name', required: true },
  { type: 'email' as const, name: 'email', label: 'Email address', required: true },
];

export const oneOnOne = (): Record<string, unknown> & ResourceInput => ({
  resource_id: 101,
  page_id: 7,
  name: 'Product demo',
  period: { type: 'calendar_days', days: 60 },
  questions: questions(),
  schedule_id: 3,
  durations: [{ type: 'minutes', value: 30, is_default: true }],
  locations: [{ type: 'google_meet' }],
  type: 'event',
  event_type: 'one_on_one',
});

export const group = (): Record<string, unknown> & ResourceInput => ({
  resource_id: 102,
  page_id: 7,
  name: 'Wheel-throwing pottery workshop',
  period: { type: 'calendar_days' },
  questions: questions(),
  schedule_id: 4,
  durations: [{ type: 'hours', value: 2 }],
  capacity: { type: 'perslot', max: 8, is_public: true },
  locations: [{ type: 'physical', address: '12 Clay Lane', city: 'London' }],
  type: 'event',
  event_type: 'group',
});

export const roundRobin = (): Record<string, unknown> & ResourceInput => ({
  resource_id: 103,
  page_id: 7,
  name: 'Sales consultation',
  period: { type: 'any' },
  questions: questions(),
  schedule_id: null,
  durations: [{ type: 'minutes', value: 45 }],
  locations: null,
  members: [{ user_id: 11, location: { type: 'zoom' }, priority: 10 }],
  type: 'event',
  event_type: 'round_robin',
});

export const webinar = () => ({
  resource_id: 108,
  type: 'event',
  event_type: 'webinar',
  name: 'Quarterly product webinar',
  seats: 500,
});

export const availability = (date = '2026-03-03'): AvailabilityEntry => ({
  date,
  timezone: 'America/New_York',
  capacity: 1,
  slots: [
    {
      time: `${date}T09:00:00-05:00`,
      available: 1,
      users: [{ user_id: 1, name: 'Ada Park', busy: false }],
    },
  ],
});

export const booking = (): Booking => ({
  booking_id: 'bk_7f3a',
  status: 'confirmed',
  resource: { resource_id: 101, name: 'Product demo', event_type: 'one_on_one' },
  host: { user_id: 1, name: 'Ada Park' },
  start_at: '2026-03-03T14:00:00Z',
  end_at: '2026-03-03T14:30:00Z',
  duration: 30,
  time_zone: 'America/New_York',
  location: { type: 'google_meet' },
  invitees: [{ name: 'Lena Ortiz', email: 'lena@example.com', questions: [], status: 'confirmed' }],
  guests: [],
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
});

export const bookingRequest = (): BookingRequest => ({
  resource: { resource_id: '101' },
  host: { user_id: 1 },
  start_at: '2026-03-03T14:00:00Z',
  end_at: '2026-03-03T14:30:00Z',
  invitees: [
    {
      name: 'Lena Ortiz',
      email: 'lena@example.com',
      questions: [{ name: 'company', value: 'Ortiz & Co' }],
    },
  ],
});

export const customer = (): Customer => ({
  customer_id: 'cus_1',
  name: 'Lena Ortiz',
  email: 'lena@example.com',
  bookings_count: 2,
  first_booked_at: '2026-01-05T10:00:00Z',
  last_booked_at: '2026-03-01T10:00:00Z',
});

export const link = (): Link => ({
  key: 'spring-demo',
  url: 'https://book.example.com/product-demo',
  short_url: 'https://bk.example.com/spring-demo',
  expire_at: null,
  params: { utm_source: 'newsletter' },
});
