/** Prices (spec §2.2 `prices`): the one for the chosen duration, formatted with Intl in the widget's language. */
import type { Price } from '../api/booking-schemas.js';
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
