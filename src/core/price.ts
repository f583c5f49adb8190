/** Prices (spec §2.2 `prices`): the one for the chosen duration, formatted with Intl in the widget's language. */
import type { Price, Resource } from '../api/booking-schemas.js';
import type { Translator } from './i18n/translator.js';
import { parseDurationParam } from './duration.js';
import { toIntlLocale } from './datetime-format.js';
import { memo } from './zone.js';

/** Minutes a price applies to: a number is minutes, a string any duration form (`30m`, `1h`, `30`). */
export function priceDurationMinutes(price: Pick<Price, 'duration'>): number | undefined {
  if (typeof price.duration === 'number')
    return price.duration > 0 ? Math.round(price.duration) : undefined;
  return parseDurationParam(price.duration ?? undefined);
}

/**
 * The price for a duration: the one whose `duration` matches, else one without a duration (applies to all),
 * else — when every price names another duration — undefined.
 */
export function priceForDuration(
  prices: readonly Price[] | null | undefined,
  minutes: number,
): Price | undefined {
  const list = prices ?? [];
  return (
    list.find((price) => priceDurationMinutes(price) === minutes) ??
    list.find((price) => priceDurationMinutes(price) === undefined)
  );
}

/** "$49.00", "49,00 €", "₹4,999": the amount in its currency; an unknown currency code prints "49 XYZ". */
export function formatPrice(price: Pick<Price, 'amount' | 'currency'>, locale: string): string {
  const intlLocale = toIntlLocale(locale);
  const currency = price.currency.toUpperCase();
  try {
    return memo(
      `price:${intlLocale}|${currency}`,
      () => new Intl.NumberFormat(intlLocale, { style: 'currency', currency }),
    ).format(price.amount);
  } catch {
    return `${new Intl.NumberFormat(intlLocale).format(price.amount)} ${currency}`;
  }
}

/** The names of the spec's payment gateways as their makers write them (`cash` is a word, translated). */
const GATEWAY_NAMES: Record<string, string> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  razorpay: 'Razorpay',
  cashfree: 'Cashfree',
  mollie: 'Mollie',
  upi: 'UPI',
};

/**
 * How an event with `payment.is_enabled` is paid, in words that promise only what happens: the spec has no
 * payment call, so nothing is charged in the widget and the host asks for it after booking, with the gateways it
 * accepts. Undefined when payment isn't enabled.
 */
export function paymentLine(
  t: Pick<Translator, 't' | 'formatList'>,
  payment: Pick<Resource['payment'] & object, 'is_enabled' | 'gateways'> | null | undefined,
): string | undefined {
  if (!payment?.is_enabled) return undefined;
  const methods = payment.gateways.map((gateway) =>
    gateway === 'cash' ? t.t('payment.cash') : (GATEWAY_NAMES[gateway] ?? gateway),
  );
  return methods.length
    ? t.t('payment.collectWith', { methods: t.formatList(methods) })
    : t.t('payment.collect');
}
