/**
 * Whether the managed booking may be changed, in words: core `checkPolicy` (the rule the service enforces),
 * overruled by the service's own refusal when the local clock disagrees.
 */
import type { Settings } from '../../api/booking-schemas.js';
import type { ManageState } from '../../core/flow.js';
import type { Translator } from '../../core/i18n/index.js';
import type { MessageKey } from '../../core/i18n/catalogs/en.js';
import { checkPolicy, type PolicyDecision } from '../../core/policy.js';
// The English strings it says (loaded with this screen, not on the first paint's path).
import '../../core/i18n/english-confirmation.js';

const ruleOf = (state: ManageState, settings: Settings | undefined) =>
  settings?.policy?.[state.action === 'reschedule' ? 'reschedule' : 'cancellation'];

export function manageDecision(
  state: ManageState,
  settings: Settings | undefined,
): PolicyDecision | undefined {
  const record = state.record;
  if (!record) return undefined;
  const local = checkPolicy(state.action, record, settings);
  if (!local.allowed || state.refusal === undefined) return local;
  // The service said no although the local clock says yes: trust the service.
  const description = ruleOf(state, settings)?.description;
  return { allowed: false, reason: 'too_late', ...(description ? { description } : {}) };
}

/** Why nothing can be done, as text; undefined when the action is allowed. */
export function blockedText(
  t: Translator,
  state: ManageState,
  settings: Settings | undefined,
): string | undefined {
  const decision = manageDecision(state, settings);
  if (!decision || decision.allowed) return undefined;
  if (decision.reason === 'canceled') return t.t('manage.isCanceled');
  if (decision.reason === 'past') return t.t('manage.isPast');
  const reschedule = state.action === 'reschedule';
  const blocked: MessageKey = reschedule ? 'manage.rescheduleBlocked' : 'manage.cancelBlocked';
  if (decision.description) return t.t(blocked, { policy: decision.description });
  if (decision.reason === 'disabled')
    return t.t(reschedule ? 'manage.rescheduleDisabled' : 'manage.cancelDisabled');
  const rule = ruleOf(state, settings);
  if (rule && rule.terms.value) {
    return t.t(blocked, {
      policy: t.t('manage.policyNotice', {
        period: t.formatPeriod(rule.terms.value, rule.terms.type ?? 'minutes'),
      }),
    });
  }
  return state.refusal ? t.t(blocked, { policy: state.refusal }) : t.t('error.conflict');
}
