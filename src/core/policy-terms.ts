/**
 * `settings.policy` as terms, before a time is chosen ("Free cancellation until 48 hours before the start"): the
 * details column states them so no rule is a surprise at the form. No time yet, so no dates; the form and the
 * confirmation say the same rule for the time chosen (`policyLines`). A rule without notice says nothing (changes
 * allowed up to the start: the service's default); a disabled one says the change can't be made online.
 */
import type { Settings } from '../api/booking-schemas.js';
import type { Translator } from './i18n/translator.js';
// Its English strings join the catalog with it (catalogs/en-details-extras.ts).
import './i18n/english-details-extras.js';

export function policyTerms(
  t: Pick<Translator, 't' | 'formatPeriod'>,
  policy: Settings['policy'],
): string[] {
  if (!policy) return [];
  return (['cancellation', 'reschedule'] as const).flatMap((name) => {
    const rule = policy[name];
    const cancel = name === 'cancellation';
    if (rule.is_enabled === false)
      return [t.t(cancel ? 'manage.cancelDisabled' : 'manage.rescheduleDisabled')];
    const value = rule.terms.value ?? 0;
    if (!(value > 0)) return [];
    return [
      t.t(cancel ? 'details.cancelTerms' : 'details.rescheduleTerms', {
        period: t.formatPeriod(value, rule.terms.type ?? 'minutes'),
      }),
    ];
  });
}
