/**
 * `settings.policy`: whether a booking may still be rescheduled or canceled, and until when.
 * The mock applies the same rule, so the widget never offers what the service would refuse.
 */
import type { PolicyRule, Settings } from '../api/booking-schemas.js';
import type { Booking } from '../api/booking-record-schemas.js';
import { MINUTES_PER_UNIT } from './duration.js';
import type { ManageAction } from './flow.js';

export type { ManageAction };

export type PolicyRefusal = 'disabled' | 'too_late' | 'past' | 'canceled';

export type PolicyDecision =
  | {
      allowed: true;
      /** The last moment it is allowed (UTC ISO), when the terms set one. */ deadline?: string;
    }
  | {
      allowed: false;
      reason: PolicyRefusal;
      /** The policy's own words, as text. */ description?: string;
    };

/** Minutes before the start within which the action is no longer allowed. */
export function policyNoticeMinutes(rule: PolicyRule | undefined): number {
  const value = rule?.terms.value ?? 0;
  return Math.max(0, value) * MINUTES_PER_UNIT[rule?.terms.type ?? 'minutes'];
}

/** Whether `action` is allowed on `booking` at `now` under the resource's settings. */
export function checkPolicy(
  action: ManageAction,
  booking: Pick<Booking, 'status' | 'start_at'>,
  settings: Pick<Settings, 'policy'> | undefined,
  now: Date | number = Date.now(),
): PolicyDecision {
  const rule =
    action === 'reschedule' ? settings?.policy?.reschedule : settings?.policy?.cancellation;
  const description = rule?.description?.trim() || undefined;
  const refuse = (reason: PolicyRefusal): PolicyDecision => ({
    allowed: false,
    reason,
    ...(description && { description }),
  });
  if (booking.status === 'canceled') return refuse('canceled');
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const startMs = Date.parse(booking.start_at);
  if (!(startMs > nowMs)) return refuse('past');
  if (rule && rule.is_enabled === false) return refuse('disabled');
  const notice = policyNoticeMinutes(rule);
  if (notice === 0) return { allowed: true };
  const deadlineMs = startMs - notice * 60_000;
  if (nowMs > deadlineMs) return refuse('too_late');
  return { allowed: true, deadline: new Date(deadlineMs).toISOString().replace(/\.\d{3}Z$/, 'Z') };
}
