/**
 * Who hosts a booking: apart from regroup.ts because only the booking step uses it (issue 7 budgets: the chunk
 * that shows the times doesn't carry it).
 */
import type { Resource } from '../api/booking-schemas.js';
import type { LocalSlot } from './regroup.js';

/**
 * The host `user_id` for a booking of `slot`: for round robin the free member with the highest priority (the
 * service's assignment rule; the widget never shows who), otherwise the resource's user, else the slot's first
 * free user. Undefined when nobody is free.
 */
export function pickHostUserId(
  resource: Resource,
  slot: Pick<LocalSlot, 'freeUserIds' | 'users'>,
): number | undefined {
  if (resource.event_type === 'round_robin') {
    const members = new Map(
      resource.members.map((member) => [member.user_id, member.priority ?? 0]),
    );
    const free = slot.freeUserIds.filter((id) => members.size === 0 || members.has(id));
    if (free.length === 0) return undefined;
    // Stable: among equal priorities keep the service's order.
    return free.reduce((best, id) =>
      (members.get(id) ?? 0) > (members.get(best) ?? 0) ? id : best,
    );
  }
  if (typeof resource.user_id === 'number' && resource.user_id > 0) return resource.user_id;
  return slot.freeUserIds[0] ?? slot.users[0]?.user_id;
}
