/**
 * The integrator-only part of the service contract (spec §2.8, §4.1; DESIGN §4): short links, customers, the
 * resource list and report queries. Used by the client's lazily loaded admin operations and the mock; the
 * widget never imports this module, so its chunks carry none of it (size budgets).
 */
import * as z from 'zod/mini';
import {
  above,
  atLeast,
  atMost,
  boolean,
  catchall,
  httpUrl,
  isoDate,
  isoDateTime,
  matches,
  nullish,
  nullishDefault,
  queryInt,
} from './schema-helpers.js';

/** An object of strings: an object with only a catchall accepts what z.record(z.string(), z.string()) does. */
const stringRecord = () => catchall(z.object({}), z.string());

// ---------------------------------------------------------------------------------- links §2.8

export const Link = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(32), matches(/^[A-Za-z0-9_-]+$/)),
  user_id: nullish(z.number()),
  account_id: nullish(z.number()),
  url: httpUrl(),
  short_url: nullish(z.string()),
  expire_at: nullishDefault(isoDateTime(), null as never),
  params: z._default(stringRecord(), {}),
  created_at: nullish(z.string()),
  updated_at: nullish(z.string()),
});
export type Link = z.infer<typeof Link>;

export const LinkCreate = z.object({
  key: z.optional(Link.shape.key),
  url: httpUrl(),
  expire_at: nullish(isoDateTime()),
  params: z.optional(stringRecord()),
});
export type LinkCreate = z.infer<typeof LinkCreate>;

// ------------------------------------------------------------------------------------- customers

export const Customer = z.object({
  customer_id: z.string(),
  name: z.string(),
  email: z.string(),
  bookings_count: z.number(),
  first_booked_at: isoDateTime(),
  last_booked_at: isoDateTime(),
});
export type Customer = z.infer<typeof Customer>;

// ---------------------------------------------------------------------------------- queries §4.1

export const SortItem = z.object({ id: z.string(), desc: z.optional(boolean()) });
// prettier-ignore
export const FILTER_OPERATORS = [
  'eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'contains', 'startsWith', 'isEmpty', 'isNotEmpty',
] as const;
export const FilterItem = z.object({
  id: z.string(),
  operator: z.enum(FILTER_OPERATORS),
  value: z.optional(z.custom<unknown>()),
});

export const ListResourcesQuery = z.object({
  offset: z._default(queryInt().check(atLeast(0), atMost(10000)), 0),
  limit: z._default(queryInt().check(above(0), atMost(1000)), 100),
  search: z.optional(z.string().check(z.maxLength(50))),
  user_id: z.optional(queryInt().check(above(0))),
  sort: z.optional(z.union([z.string(), z.array(SortItem).check(z.maxLength(2))])),
  filters: z.optional(z.union([z.string(), z.array(FilterItem)])),
  download: nullish(boolean()),
  joinOperator: z._default(z.enum(['and', 'or']), 'and'),
});
export type ListResourcesQuery = z.input<typeof ListResourcesQuery>;

export const ReportQuery = z.object({
  format: z._default(z.enum(['csv', 'json']), 'json'),
  start: z.optional(isoDate()),
  end: z.optional(isoDate()),
});
