/**
 * The English strings of what only some events' details show, the policy's terms and a host's links: they load
 * with the details' extras (details-extras.ts and policy-terms.ts import ../english-details-extras.js), which only
 * such events load, not on the first paint's path (size budgets), and join the English catalog (`en`) then:
 * English is the fallback of every other catalog, which has these keys too. See en.ts.
 */
export const enDetailsExtras = {
  'details.policy': 'Cancellation policy',
  'details.cancelTerms': 'Free cancellation until {period} before the start',
  'details.rescheduleTerms': 'Rescheduling allowed until {period} before the start',
  'social.on': '{name} on {network}',
} satisfies Record<string, string | Readonly<Record<string, string>>>;
