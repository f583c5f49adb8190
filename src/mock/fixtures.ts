/**
 * The demo account's seed data: hosts, their schedules, resources 101–108 and a few bookings placed
 * relative to "now" so every future week has availability and the lists are never empty. Booking page 2
 * (201–204, host Alex Rivera) shows the settings a booking page honours: a protected event (passcode
 * `orchard`), a private one (only by its own link), a paid one with the host's links, and a German one that hides
 * the language picker.
 */
import { DateTime } from 'luxon';
import type { Booking, Link, OtherResource, ResourceInput, Weekday } from '../api/schemas.js';
import { AVATARS } from './avatars.js';
import type { MockUser, Schedule, TimeInterval } from './slot-engine.js';

export const ACCOUNT_ID = 1;
export const PAGE_ID = 1;
/** The booking page of the settings showcase (201–204). */
export const SETTINGS_PAGE_ID = 2;
/** The passcode of the protected event 201. */
export const DEMO_PASSCODE = 'orchard';
export const OWNER_USER_ID = 1;
export const DEMO_BASE_URL = 'https://demo.booking-widget.invalid/v1';
export const BOOKING_PAGE_ORIGIN = 'https://demo.booking-widget.invalid';

/** DESIGN §4: demo keys and their plans. */
export const API_KEYS = {
  demo: 'professional',
  'demo-business': 'business',
  'demo-enterprise': 'enterprise',
} as const;

const weekdays = (
  hours: TimeInterval[],
  days: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
): Record<Weekday, TimeInterval[]> => ({
  monday: days.includes('monday') ? hours : [],
  tuesday: days.includes('tuesday') ? hours : [],
  wednesday: days.includes('wednesday') ? hours : [],
  thursday: days.includes('thursday') ? hours : [],
  friday: days.includes('friday') ? hours : [],
  saturday: days.includes('saturday') ? hours : [],
  sunday: days.includes('sunday') ? hours : [],
});

export const seedUsers = (): MockUser[] => [
  { user_id: 1, name: 'Maya Chen', email: 'maya.chen@example.com', schedule_id: 1 },
  { user_id: 2, name: 'Oliver Bennett', email: 'oliver.bennett@example.co.uk', schedule_id: 2 },
  { user_id: 3, name: 'Jordan Reyes', email: 'jordan.reyes@example.com', schedule_id: 3 },
  { user_id: 4, name: 'Lena Hoffmann', email: 'lena.hoffmann@example.de', schedule_id: 4 },
  { user_id: 5, name: 'Priya Raman', email: 'priya.raman@example.in', schedule_id: 5 },
  { user_id: 6, name: 'Daniel Okafor', email: 'daniel.okafor@example.com', schedule_id: 6 },
  { user_id: 7, name: 'Sam Patel', email: 'helpdesk@example.com', schedule_id: 7 },
  { user_id: 8, name: 'Sofia Alvarez', email: 'sofia.alvarez@example.com', schedule_id: 8 },
  { user_id: 9, name: 'Alex Rivera', email: 'alex.rivera@example.com', schedule_id: 9 },
];

export const seedSchedules = (): Schedule[] => [
  {
    schedule_id: 1,
    name: 'Maya: New York office hours',
    time_zone: 'America/New_York',
    weekly: weekdays([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]),
    overrides: {
      '2026-11-26': [],
      '2026-12-24': [{ start: '09:00', end: '12:00' }],
      '2026-12-25': [],
    },
  },
  {
    schedule_id: 2,
    name: 'Harbour Clay Studio opening hours',
    time_zone: 'Europe/London',
    weekly: weekdays(
      [{ start: '10:00', end: '21:00' }],
      ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    ),
    overrides: { '2026-12-25': [], '2026-12-26': [] },
  },
  {
    schedule_id: 3,
    name: 'Jordan: New York',
    time_zone: 'America/New_York',
    weekly: weekdays([{ start: '09:00', end: '17:00' }]),
    overrides: {},
  },
  {
    schedule_id: 4,
    name: 'Lena: Berlin',
    time_zone: 'Europe/Berlin',
    weekly: weekdays([{ start: '09:00', end: '17:00' }]),
    overrides: { '2026-10-03': [] },
  },
  {
    schedule_id: 5,
    name: 'Priya: Bengaluru',
    time_zone: 'Asia/Kolkata',
    weekly: weekdays([{ start: '10:00', end: '18:00' }]),
    overrides: {},
  },
  {
    schedule_id: 6,
    name: 'Daniel: client meetings',
    time_zone: 'America/New_York',
    weekly: weekdays(
      [
        { start: '10:00', end: '12:00' },
        { start: '14:00', end: '16:00' },
      ],
      ['monday', 'tuesday', 'wednesday', 'thursday'],
    ),
    overrides: {},
  },
  {
    schedule_id: 7,
    name: 'IT help desk: around the clock',
    time_zone: 'UTC',
    weekly: weekdays(
      [{ start: '00:00', end: '24:00' }],
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    ),
    overrides: {},
  },
  {
    schedule_id: 8,
    name: 'Sofia: coaching hours',
    time_zone: 'America/New_York',
    weekly: {
      monday: [{ start: '08:00', end: '12:00' }],
      tuesday: [{ start: '14:00', end: '19:00' }],
      wednesday: [{ start: '08:00', end: '12:00' }],
      thursday: [{ start: '14:00', end: '19:00' }],
      friday: [{ start: '08:00', end: '12:00' }],
      saturday: [],
      sunday: [],
    },
    overrides: {},
  },
  {
    schedule_id: 9,
    name: 'Alex: Lisbon studio hours',
    time_zone: 'Europe/Lisbon',
    weekly: weekdays([
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ]),
    overrides: {},
  },
];

const nameAndEmail = () =>
  [
    { type: 'text', name: 'name', label: 'Full name', required: true, placeholder: 'Jane Doe' },
    {
      type: 'email',
      name: 'email',
      label: 'Email address',
      required: true,
      placeholder: 'jane@example.com',
    },
  ] as const;

const bookingUrl = (slug: string) => `${BOOKING_PAGE_ORIGIN}/book/${slug}`;

/** What the showcase events of booking page 2 share: Alex's one-on-one on Zoom, bookable for 60 days. */
const alexsEvent = (created: string, resource_id: number, slug: string) => ({
  resource_id,
  account_id: ACCOUNT_ID,
  page_id: SETTINGS_PAGE_ID,
  user_id: 9,
  type: 'event' as const,
  event_type: 'one_on_one' as const,
  slug,
  language: 'en-US' as const,
  schedule_id: 9,
  period: { type: 'calendar_days' as const, days: 60 },
  locations: [{ type: 'zoom' as const, name: 'Zoom' }],
  questions: [...nameAndEmail()],
  booking_url: bookingUrl(slug),
  created_at: created,
  updated_at: created,
});

export const seedResources = (created: string): Array<ResourceInput | OtherResource> => [
  {
    resource_id: 101,
    account_id: ACCOUNT_ID,
    page_id: PAGE_ID,
    user_id: 1,
    type: 'event',
    event_type: 'one_on_one',
    name: 'Product demo',
    slug: 'product-demo',
    description:
      'A live walkthrough of the scheduling platform tailored to your team: booking pages, ' +
      'round-robin routing, payments and reporting. Bring your questions; we keep it practical.',
    color: '#2563eb',
    language: 'en-US',
    schedule_id: 1,
    period: { type: 'calendar_days', days: 60 },
    notice: { type: 'hours', value: 2 },
    slots: { type: 'minutes', value: 30 },
    break: { before: 0, after: 10 },
    durations: [
      { type: 'minutes', value: 30, is_default: true },
      { type: 'minutes', value: 60 },
    ],
    locations: [
      { type: 'google_meet', name: 'Google Meet' },
      { type: 'phone', name: 'Phone call', remarks: 'We call the number you give us.' },
    ],
    prices: [
      { name: 'Demo', duration: 30, amount: 25, currency: 'USD' },
      { name: 'Deep-dive demo', duration: 60, amount: 45, currency: 'USD' },
    ],
    questions: [
      ...nameAndEmail(),
      {
        type: 'text',
        name: 'company',
        label: 'Company',
        required: true,
        placeholder: 'Acme Inc.',
        pattern: '.{2,80}',
      },
      {
        type: 'tel',
        name: 'phone',
        label: 'Phone number',
        placeholder: '+1 212 555 0100',
        pattern: '\\+?[0-9 \\(\\)\\-]{7,20}',
        add_to_location: true,
      },
      {
        type: 'number',
        name: 'company_size',
        label: 'Company size (employees)',
        required: true,
        pattern: '[1-9][0-9]{0,5}',
        placeholder: '50',
      },
      {
        type: 'radio',
        name: 'role',
        label: 'Your role',
        required: true,
        options: [
          { key: 'engineering', label: 'Engineering' },
          { key: 'product', label: 'Product' },
          { key: 'operations', label: 'Operations' },
          { key: 'leadership', label: 'Leadership' },
        ],
      },
      {
        type: 'dropdown',
        name: 'region',
        label: 'Region',
        required: true,
        options: [
          { key: 'na', label: 'North America' },
          { key: 'emea', label: 'Europe, Middle East and Africa' },
          { key: 'apac', label: 'Asia Pacific' },
          { key: 'latam', label: 'Latin America' },
        ],
      },
      {
        type: 'checkbox',
        name: 'interests',
        label: 'What would you like to see?',
        options: [
          { key: 'booking_pages', label: 'Booking pages' },
          { key: 'round_robin', label: 'Round-robin routing' },
          { key: 'payments', label: 'Payments' },
          { key: 'reporting', label: 'Reporting' },
        ],
      },
      {
        type: 'textarea',
        name: 'agenda',
        label: 'Anything we should prepare?',
        placeholder: 'Your current tools, team size, must-have features…',
      },
      { type: 'date', name: 'go_live', label: 'Target go-live date' },
      { type: 'checkbox', name: 'newsletter', label: 'Send me the monthly product newsletter' },
      { type: 'file', name: 'requirements', label: 'Requirements document (optional)' },
    ],
    form: { heading: 'Tell us about your team' },
    settings: {
      guest: { is_allowed: true, max_allowed: 3, is_chargeable: false },
      confirmation: {
        type: 'default',
        message: 'You will receive a calendar invitation with the meeting link shortly.',
      },
      hosts: [
        {
          name: 'Maya Chen',
          role: 'Solutions engineer',
          about: 'Ten years of helping teams move their scheduling online.',
          avatar: AVATARS.mayaChen,
          type: 'host',
          social: null,
        },
      ],
    },
    booking_url: bookingUrl('product-demo'),
    created_at: created,
    updated_at: created,
  },
  {
    resource_id: 102,
    account_id: ACCOUNT_ID,
    page_id: PAGE_ID,
    user_id: 2,
    type: 'event',
    event_type: 'group',
    name: 'Wheel-throwing pottery workshop',
    slug: 'pottery-workshop',
    description:
      'Two hours at the wheel for beginners: centring, opening and pulling up a cylinder. ' +
      'Aprons, clay and firing are included; wear clothes that can get muddy.',
    color: '#b45309',
    language: 'en-US',
    schedule_id: 2,
    period: {
      type: 'recurring',
      specific: [
        { type: 'every', weekday: 'wednesday', time: '18:30' },
        { type: 'every', weekday: 'saturday', time: '10:00' },
        { type: 'every', weekday: 'saturday', time: '14:00' },
        { type: 'every', weekday: 'sunday', time: '11:00' },
      ],
    },
    notice: { type: 'hours', value: 12 },
    durations: [{ type: 'minutes', value: 120, is_default: true }],
    capacity: { type: 'perslot', max: 8, is_public: true, is_unlimited: false },
    locations: [
      {
        type: 'physical',
        name: 'Harbour Clay Studio',
        address: '14 Wharf Road',
        city: 'London',
        zip_code: 'N1 7GR',
        country: 'United Kingdom',
      },
    ],
    prices: [{ name: 'Workshop seat', amount: 65, currency: 'GBP' }],
    questions: [
      ...nameAndEmail(),
      {
        type: 'radio',
        name: 'experience',
        label: 'Have you used a pottery wheel before?',
        required: true,
        options: [
          { key: 'never', label: 'Never' },
          { key: 'a_little', label: 'A few times' },
          { key: 'regular', label: 'Regularly' },
        ],
      },
      { type: 'textarea', name: 'accessibility', label: 'Access needs we should know about' },
    ],
    settings: { guest: { is_allowed: true, max_allowed: 2, is_chargeable: true } },
    booking_url: bookingUrl('pottery-workshop'),
    created_at: created,
    updated_at: created,
  },
  {
    resource_id: 103,
    account_id: ACCOUNT_ID,
    page_id: PAGE_ID,
    user_id: 3,
    type: 'event',
    event_type: 'round_robin',
    name: 'Sales consultation',
    slug: 'sales-consultation',
    description:
      'Talk pricing, contracts and rollout with the next available account executive, ' +
      'whether you are in the Americas, Europe or Asia.',
    color: '#059669',
    language: 'en-US',
    schedule_id: null,
    period: { type: 'calendar_days', days: 45 },
    notice: { type: 'hours', value: 1 },
    durations: [
      { type: 'minutes', value: 30, is_default: true },
      { type: 'minutes', value: 45 },
    ],
    locations: null,
    members: [
      { user_id: 3, location: { type: 'zoom', name: 'Zoom' }, priority: 10 },
      { user_id: 4, location: { type: 'microsoft_teams', name: 'Microsoft Teams' }, priority: 5 },
      { user_id: 5, location: { type: 'google_meet', name: 'Google Meet' }, priority: 5 },
    ],
    questions: [
      ...nameAndEmail(),
      { type: 'text', name: 'company', label: 'Company', required: true },
      {
        type: 'dropdown',
        name: 'seats',
        label: 'How many seats do you need?',
        required: true,
        options: [
          { key: '1-10', label: '1–10' },
          { key: '11-50', label: '11–50' },
          { key: '51-250', label: '51–250' },
          { key: '250+', label: 'More than 250' },
        ],
      },
    ],
    settings: {
      // Priya has no photo: the widget shows her initials.
      hosts: [
        { name: 'Jordan Reyes', role: 'Account executive', avatar: AVATARS.jordanReyes },
        { name: 'Lena Hoffmann', role: 'Account executive', avatar: AVATARS.lenaHoffmann },
        { name: 'Priya Raman', role: 'Account executive', avatar: null },
      ],
    },
    booking_url: bookingUrl('sales-consultation'),
    created_at: created,
    updated_at: created,
  },
  {
    resource_id: 104,
    account_id: ACCOUNT_ID,
    page_id: PAGE_ID,
    user_id: 6,
    type: 'event',
    event_type: 'one_on_one',
    name: 'Contract review',
    slug: 'contract-review',
    description:
      'A one-hour review of a commercial contract with a licensed attorney. Requests are ' +
      'confirmed by the attorney after a conflict check, usually within one business day.',
    color: '#7c3aed',
    language: 'en-US',
    schedule_id: 6,
    period: { type: 'business_days', days: 20 },
    notice: { type: 'days', value: 1 },
    durations: [{ type: 'minutes', value: 60, is_default: true }],
    locations: [
      {
        type: 'physical',
        name: 'Okafor & Lane LLP',
        address: '350 Fifth Avenue, Suite 4100',
        city: 'New York',
        state: 'NY',
        zip_code: '10118',
        country: 'United States',
      },
      { type: 'phone', name: 'Phone call' },
    ],
    questions: [
      ...nameAndEmail(),
      {
        type: 'dropdown',
        name: 'contract_type',
        label: 'Type of contract',
        required: true,
        options: [
          { key: 'nda', label: 'Non-disclosure agreement' },
          { key: 'msa', label: 'Master services agreement' },
          { key: 'lease', label: 'Commercial lease' },
          { key: 'employment', label: 'Employment contract' },
        ],
      },
      { type: 'textarea', name: 'summary', label: 'What should we look at?', required: true },
    ],
    settings: {
      require_approval: true,
      guest: { is_allowed: false, max_allowed: 0, is_chargeable: false },
    },
    prices: [{ name: 'Review hour', amount: 250, currency: 'USD' }],
    booking_url: bookingUrl('contract-review'),
    created_at: created,
    updated_at: created,
  },
  {
    resource_id: 105,
    account_id: ACCOUNT_ID,
    page_id: PAGE_ID,
    user_id: 1,
    type: 'event',
    event_type: 'one_on_one',
    name: 'Portfolio review (paused)',
    slug: 'portfolio-review',
    description: 'Feedback on a design portfolio. Paused while the team is at a conference.',
    language: 'en-US',
    schedule_id: 1,
    period: { type: 'calendar_days', days: 30 },
    durations: [{ type: 'minutes', value: 45, is_default: true }],
    locations: [{ type: 'zoom', name: 'Zoom' }],
    questions: [...nameAndEmail()],
    is_enabled: false,
    booking_url: bookingUrl('portfolio-review'),
    created_at: created,
    updated_at: created,
  },
  {
    resource_id: 106,
    account_id: ACCOUNT_ID,
    page_id: PAGE_ID,
    user_id: 7,
    type: 'event',
    event_type: 'one_on_one',
    name: 'IT help desk',
    slug: 'it-help-desk',
    description:
      'Fifteen minutes with a support technician, any hour of any day: password resets, ' +
      'laptop set-up, VPN and e-mail problems.',
    color: '#0891b2',
    language: 'en-US',
    schedule_id: 7,
    period: { type: 'any' },
    durations: [{ type: 'minutes', value: 15, is_default: true }],
    slots: { type: 'minutes', value: 15 },
    locations: [{ type: 'microsoft_teams', name: 'Microsoft Teams' }, { type: 'inbound_call' }],
    questions: [
      ...nameAndEmail(),
      {
        type: 'text',
        name: 'asset_tag',
        label: 'Laptop asset tag',
        placeholder: 'IT-004217',
        pattern: 'IT-[0-9]{6}',
      },
      { type: 'textarea', name: 'problem', label: 'Describe the problem', required: true },
    ],
    booking_url: bookingUrl('it-help-desk'),
    created_at: created,
    updated_at: created,
  },
  {
    resource_id: 107,
    account_id: ACCOUNT_ID,
    page_id: PAGE_ID,
    user_id: 8,
    type: 'event',
    event_type: 'one_on_one',
    name: 'Coaching session',
    slug: 'coaching-session',
    description:
      'Career and leadership coaching with an ICF-certified coach. Sessions can be moved or ' +
      'cancelled up to 24 hours before they start.',
    color: '#db2777',
    language: 'en-US',
    schedule_id: 8,
    period: { type: 'calendar_days', days: 90 },
    durations: [
      { type: 'minutes', value: 45, is_default: true },
      { type: 'minutes', value: 90 },
    ],
    break: { before: 15, after: 15 },
    locations: [{ type: 'zoom', name: 'Zoom' }],
    questions: [
      ...nameAndEmail(),
      { type: 'textarea', name: 'goal', label: 'What would you like to work on?', required: true },
    ],
    settings: {
      hosts: [
        {
          name: 'Sofia Alvarez',
          role: 'ICF-certified coach',
          about: 'Former engineering manager; coaches new leads through their first year.',
          avatar: AVATARS.sofiaAlvarez,
          type: 'host',
        },
      ],
      policy: {
        reschedule: {
          is_enabled: true,
          description: 'Sessions can be rescheduled up to 24 hours before they start.',
          terms: { type: 'hours', value: 24 },
        },
        cancellation: {
          is_enabled: true,
          description: 'Sessions can be cancelled free of charge up to 24 hours before they start.',
          terms: { type: 'hours', value: 24 },
        },
      },
    },
    prices: [{ name: 'Session', duration: 45, amount: 120, currency: 'USD' }],
    booking_url: bookingUrl('coaching-session'),
    created_at: created,
    updated_at: created,
  },
  {
    resource_id: 108,
    account_id: ACCOUNT_ID,
    page_id: PAGE_ID,
    user_id: 1,
    type: 'event',
    event_type: 'webinar',
    name: 'Quarterly product webinar',
    slug: 'quarterly-webinar',
    description: 'What shipped this quarter and what is next, with live Q&A.',
    language: 'en-US',
    registration_limit: 500,
    streaming: { provider: 'youtube_live', is_recorded: true },
    booking_url: bookingUrl('quarterly-webinar'),
    created_at: created,
    updated_at: created,
  },

  // Booking page 2: each of the settings a booking page honours (the widget and the proxy; docs/mock-service.md).
  {
    ...alexsEvent(created, 201, 'investor-office-hours'),
    name: 'Investor office hours',
    description:
      'A private half hour for our investors. The passcode is in your invitation e-mail.',
    color: '#7c3aed',
    durations: [{ type: 'minutes', value: 30, is_default: true }],
    settings: { privacy: { type: 'protected', passcode: DEMO_PASSCODE } },
  },
  {
    ...alexsEvent(created, 202, 'board-preparation'),
    name: 'Board preparation call',
    description: 'Only for the board members the host sends this link to.',
    color: '#334155',
    durations: [{ type: 'minutes', value: 45, is_default: true }],
    settings: { privacy: { type: 'private' } },
  },
  {
    ...alexsEvent(created, 203, 'glaze-consultation'),
    name: 'Glaze consultation',
    description: 'One-to-one advice on glaze recipes and firing schedules for your own pieces.',
    color: '#0f766e',
    durations: [{ type: 'minutes', value: 60, is_default: true }],
    prices: [{ name: 'Consultation', duration: 60, amount: 45, currency: 'USD' }],
    payment: { is_enabled: true, gateways: ['stripe', 'paypal'] },
    settings: {
      hosts: [
        {
          name: 'Alex Rivera',
          role: 'Ceramicist',
          about: 'Runs a glaze lab in Lisbon; twenty years at the wheel.',
          avatar: AVATARS.alexRivera,
          type: 'host',
          social: [
            'https://www.linkedin.com/in/alex-rivera-ceramics',
            'https://www.instagram.com/alexrivera.ceramics',
            'https://www.youtube.com/@alexriveraceramics',
            'https://alexrivera.example.com/',
          ],
        },
      ],
      policy: {
        reschedule: { is_enabled: true, terms: { type: 'hours', value: 24 } },
        cancellation: { is_enabled: true, terms: { type: 'hours', value: 48 } },
      },
    },
  },
  {
    ...alexsEvent(created, 204, 'beratungsgespraech'),
    name: 'Beratungsgespräch',
    description: 'Eine halbe Stunde Beratung zu Ihrem Keramikprojekt, auf Deutsch.',
    language: 'de',
    color: '#b45309',
    durations: [{ type: 'minutes', value: 30, is_default: true }],
    settings: { hide_language: true },
  },
];

export interface SeedBooking {
  resource_id: number;
  host_id: number;
  start: DateTime;
  minutes: number;
  invitee: { name: string; email: string };
  questions: Booking['invitees'][number]['questions'];
  status?: 'canceled';
  cancel_reason?: string;
}

/** A weekday at least `weeksAhead` weeks after now, at a wall time in a zone. */
const nextWeekday = (now: number, zone: string, weekday: number, time: string, weeksAhead = 1) => {
  const [hour = 9, minute = 0] = time.split(':').map(Number);
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  const days = ((weekday - today.weekday + 7) % 7) + 7 * weeksAhead;
  return today.plus({ days }).set({ hour, minute });
};

export const seedBookings = (now: number): SeedBooking[] => [
  {
    resource_id: 101,
    host_id: 1,
    start: nextWeekday(now, 'America/New_York', 2, '10:00'),
    minutes: 30,
    invitee: { name: 'Ethan Brooks', email: 'ethan.brooks@example.org' },
    questions: [
      { name: 'company', label: 'Company', value: 'Lumen Health' },
      { name: 'company_size', label: 'Company size (employees)', value: '240' },
      { name: 'role', label: 'Your role', value: 'operations' },
      { name: 'region', label: 'Region', value: 'na' },
    ],
  },
  {
    resource_id: 101,
    host_id: 1,
    start: nextWeekday(now, 'America/New_York', 4, '14:00', -2),
    minutes: 60,
    invitee: { name: 'Hannah Moore', email: 'hannah.moore@example.net' },
    questions: [
      { name: 'company', label: 'Company', value: 'Northwind Traders' },
      { name: 'company_size', label: 'Company size (employees)', value: '35' },
      { name: 'role', label: 'Your role', value: 'leadership' },
      { name: 'region', label: 'Region', value: 'emea' },
    ],
  },
  ...['Amelia Clarke', 'George Evans', 'Isla Thompson'].map((name) => ({
    resource_id: 102,
    host_id: 2,
    start: nextWeekday(now, 'Europe/London', 6, '10:00'),
    minutes: 120,
    invitee: { name, email: `${name.toLowerCase().replace(' ', '.')}@example.co.uk` },
    questions: [
      { name: 'experience', label: 'Have you used a pottery wheel before?', value: 'never' },
    ],
  })),
  {
    resource_id: 103,
    host_id: 3,
    start: nextWeekday(now, 'America/New_York', 3, '11:00'),
    minutes: 30,
    invitee: { name: 'Carlos Mendes', email: 'carlos.mendes@example.com.br' },
    questions: [
      { name: 'company', label: 'Company', value: 'Mendes Logística' },
      { name: 'seats', label: 'How many seats do you need?', value: '51-250' },
    ],
  },
  {
    resource_id: 103,
    host_id: 4,
    start: nextWeekday(now, 'Europe/Berlin', 4, '10:00'),
    minutes: 30,
    invitee: { name: 'Sophie Laurent', email: 'sophie.laurent@example.fr' },
    questions: [
      { name: 'company', label: 'Company', value: 'Atelier Laurent' },
      { name: 'seats', label: 'How many seats do you need?', value: '11-50' },
    ],
  },
  {
    resource_id: 104,
    host_id: 6,
    start: nextWeekday(now, 'America/New_York', 3, '10:00', 2),
    minutes: 60,
    invitee: { name: 'Grace Kim', email: 'grace.kim@example.com' },
    questions: [
      { name: 'contract_type', label: 'Type of contract', value: 'lease' },
      {
        name: 'summary',
        label: 'What should we look at?',
        value: 'Renewal clause and rent review.',
      },
    ],
  },
  {
    resource_id: 107,
    host_id: 8,
    start: nextWeekday(now, 'America/New_York', 1, '09:00'),
    minutes: 45,
    invitee: { name: 'Noah Williams', email: 'noah.williams@example.org' },
    questions: [
      {
        name: 'goal',
        label: 'What would you like to work on?',
        value: 'Preparing for a promotion.',
      },
    ],
  },
  {
    resource_id: 107,
    host_id: 8,
    start: nextWeekday(now, 'America/New_York', 3, '10:00'),
    minutes: 45,
    invitee: { name: 'Olivia Martin', email: 'olivia.martin@example.org' },
    questions: [
      { name: 'goal', label: 'What would you like to work on?', value: 'Giving feedback.' },
    ],
    status: 'canceled',
    cancel_reason: 'Travelling that week.',
  },
];

export const seedLinks = (created: string): Link[] => [
  {
    key: 'demo',
    user_id: 1,
    account_id: ACCOUNT_ID,
    url: bookingUrl('product-demo'),
    short_url: null,
    expire_at: null,
    params: { utm_source: 'newsletter', utm_campaign: 'spring' },
    created_at: created,
    updated_at: created,
  },
  {
    key: 'winter-sale',
    user_id: 1,
    account_id: ACCOUNT_ID,
    url: bookingUrl('sales-consultation'),
    short_url: null,
    expire_at: '2025-03-01T00:00:00Z',
    params: { utm_source: 'ads' },
    created_at: created,
    updated_at: created,
  },
];
