/**
 * A booking's time range, as the screens after the times show it (the form's summary, the confirmation, the
 * manage screens). Apart from datetime-format.ts so that the chunk that shows the times doesn't carry it.
 */
import { timeFormatter, toIntlLocale, toMs, type TimeFormatOptions } from './datetime-format.js';
import { memo, resolveTimeZone } from './zone.js';

type Part = Intl.DateTimeRangeFormatPart | Intl.DateTimeFormatPart;

/** The text right after the hour: ':' in "14:30", '時' in "14時30分". */
const afterHour = (parts: readonly Part[]) =>
  parts[parts.findIndex((part) => part.type === 'hour') + 1]?.value;

/**
 * The language's separator between the two ends of a range ("–", " – ", "～"), as Intl writes a range it has no
 * pattern of its own for (times with seconds): CLDR's interval fallback.
 */
function rangeSeparator(locale: string): string {
  return memo(`range:${locale}`, () => {
    const parts = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      timeZone: 'UTC',
    }).formatRangeToParts(0, 3_600_000);
    const from = parts.findLastIndex((part) => part.source === 'startRange');
    const to = parts.findIndex((part) => part.source === 'endRange');
    return parts
      .slice(from + 1, to)
      .map((part) => part.value)
      .join('');
  });
}

/**
 * A time range ("2:30 – 3:00 PM", "14:30–15:00 Uhr") of two instants in `zone`: Intl's range format, with each
 * time written as the slot buttons write a single time. Where the language's range pattern spells the times
 * differently (Japanese "14時30分～15時00分" against the buttons' "14:30"), the two times as the buttons show
 * them, joined by the language's range separator ("14:30～15:00").
 */
export function formatTimeRange(
  start: string | number,
  end: string | number,
  zone: string,
  options: TimeFormatOptions,
): string {
  const formatter = timeFormatter(resolveTimeZone(zone), options);
  const [startMs, endMs] = [toMs(start), toMs(end)];
  const range = formatter.formatRangeToParts(startMs, endMs);
  if (afterHour(range) === afterHour(formatter.formatToParts(startMs)))
    return range.map((part) => part.value).join('');
  return `${formatter.format(startMs)}${rangeSeparator(toIntlLocale(options.locale))}${formatter.format(endMs)}`;
}
