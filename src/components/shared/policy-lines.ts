/**
 * What `settings.policy` lets a person do with a booking that starts at `start`, in sentences: "Free cancellation
 * until …", "Rescheduling allowed until …" while the window is open; why not when the rule is off or (before
 * booking a time inside its notice) already closed. Said before booking and on the confirmation, so no action is a
 * surprise later. Nothing without a policy (the service's defaults: changes allowed, no notice).
 */
import type { Settings } from '../../api/booking-schemas.js';
import type { Translator } from '../../core/i18n/index.js';
import { checkPolicy } from '../../core/policy.js';
// The English strings it says (loaded with this screen, not on the first paint's path).
import '../../core/i18n/english-after-times.js';

export function policyLines(
  t: Translator,
  settings: Pick<Settings, 'policy'> | undefined,
  start: string,
  /** A moment (UTC ISO) as the person reads it: date and time in their zone and clock. */
  when: (instant: string) => string,
  options: { closed?: boolean; now?: number } = {},
): string[] {
  const policy = settings?.policy;
  if (!policy) return [];
  return (['cancel', 'reschedule'] as const).flatMap((action) => {
    const decision = checkPolicy(
      action,
      { status: 'confirmed', start_at: start },
      settings,
      options.now,
    );
    const cancel = action === 'cancel';
    if (decision.allowed)
      return decision.deadline
        ? [
            t.t(cancel ? 'manage.cancelUntil' : 'manage.rescheduleUntil', {
              date: when(decision.deadline),
            }),
          ]
        : [];
    if (decision.reason === 'disabled')
      return [t.t(cancel ? 'manage.cancelDisabled' : 'manage.rescheduleDisabled')];
    if (decision.reason !== 'too_late' || !options.closed) return [];
    const rule = policy[cancel ? 'cancellation' : 'reschedule'];
    const notice =
      decision.description ??
      t.t('manage.policyNotice', {
        period: t.formatPeriod(rule?.terms.value ?? 0, rule?.terms.type ?? 'minutes'),
      });
    return [t.t(cancel ? 'manage.cancelBlocked' : 'manage.rescheduleBlocked', { policy: notice })];
  });
}
