import * as z from 'zod/mini';
import { createMockService } from '../../../src/mock/service.js';

z.config(z.locales.en());

export const BASE = 'https://demo.booking-widget.invalid/v1';
/** Monday 2026-03-02, 09:00 in New York. */
export const MONDAY_9_NY = Date.parse('2026-03-02T14:00:00Z');

export interface Reply {
  status: number;
  body: any;
  text: string;
  headers: Headers;
}

export function setup(now = MONDAY_9_NY) {
  const clock = { now };
  const service = createMockService({ now: () => clock.now });
  async function call(
    method: string,
    path: string,
    body?: unknown,
    options: { key?: string | null; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<Reply> {
    const key = options.key === undefined ? 'demo-enterprise' : options.key;
    const url = new URL(BASE + path);
    if (key !== null) url.searchParams.set('apiKey', key);
    const init: RequestInit = { method, headers: { ...options.headers } };
    if (options.raw !== undefined) init.body = options.raw;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const response = await service.fetch(url, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // CSV and redirects stay text.
    }
    return { status: response.status, body: parsed, text, headers: response.headers };
  }
  return { service, clock, call, snapshot: () => service.store.snapshot() };
}

export type Harness = ReturnType<typeof setup>;

/** The first open slot of a resource on a date (or the next 14 days). */
export async function firstSlot(h: Harness, resourceId: number, date: string, duration?: string) {
  const end = new Date(Date.parse(`${date}T00:00:00Z`) + 13 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const query = `start=${date}&end=${end}${duration ? `&duration=${duration}` : ''}`;
  const reply = await h.call('GET', `/availability/${resourceId}?${query}`);
  for (const entry of reply.body as {
    slots: { time: string; available: number; users: any[] }[];
  }[]) {
    const slot = entry.slots.find((s) => s.available > 0);
    if (slot) return slot;
  }
  throw new Error(`no slot for ${resourceId} from ${date}`);
}

export const utc = (iso: string, plusMinutes = 0) =>
  new Date(Date.parse(iso) + plusMinutes * 60_000).toISOString().replace('.000Z', 'Z');

/** Valid answers to every question of fixture 101 (all 10 types). */
export const ANSWERS_101 = [
  { name: 'company', value: 'Globex Corporation' },
  { name: 'phone', value: '+1 212 555 0100' },
  { name: 'company_size', value: '120' },
  { name: 'role', value: 'engineering' },
  { name: 'region', value: 'emea' },
  { name: 'interests', value: ['payments', 'reporting'] },
  { name: 'agenda', value: 'Migrating from spreadsheets.' },
  { name: 'go_live', value: '2026-05-01' },
  { name: 'newsletter', value: 'yes' },
  {
    name: 'requirements',
    value: {
      name: 'notes.txt',
      type: 'text/plain',
      size: 5,
      data_url: 'data:text/plain;base64,aGVsbG8=',
    },
  },
];

export function bookingBody(
  resourceId: number,
  hostId: number,
  startIso: string,
  minutes: number,
  questions: unknown[] = [],
  invitee: { name?: string; email?: string } = {},
) {
  return {
    resource: { resource_id: String(resourceId) },
    host: { user_id: hostId },
    start_at: utc(startIso),
    end_at: utc(startIso, minutes),
    invitees: [
      {
        name: invitee.name ?? 'Riley Jordan',
        email: invitee.email ?? 'riley.jordan@example.com',
        questions,
      },
    ],
  };
}
