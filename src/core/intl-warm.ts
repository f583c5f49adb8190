/**
 * ICU's start-up while the code and the data are on their way. The first `Intl` object a page makes loads ICU's
 * data (the language's calendar names, the zone's rules and names): 25–45 ms of main-thread CPU on a desktop, about
 * 4× that on a phone, which would otherwise run after the service's answers, before the first times are painted.
 * This module's chunk imports nothing else (the chunk map, scripts/chunk-map.mjs): the header script asks for it
 * with the entry (vite.embed.config.ts), so it runs as soon as it arrives, while the main thread waits for the
 * shared chunk and the data. It does that work only once the header script has asked for a widget's data (a
 * visitor's intent, api/early-reads.ts): a page that imports the widget's module at load pays nothing here.
 */

/**
 * Formats this instant in the browser's language and zone, with the zone's names, and a number: ICU loads what the
 * widget's first paint uses. The zone is named as the widget names it (by id, core/zone.ts): the zone row's generic
 * name and offset (core/datetime-format.ts formatZoneName) and the first number format load data of their own.
 */
export function warmIntl(): void {
  try {
    const language = navigator.language;
    const timeZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'long', timeZone }).format();
    for (const timeZoneName of ['longGeneric', 'shortOffset'] as const)
      new Intl.DateTimeFormat(language, { timeZone, timeZoneName }).format();
    new Intl.NumberFormat(language).format(1);
  } catch {
    // No Intl, or a language tag it refuses: the widget's first format pays the start-up, as it would without this.
  }
}

// The page's early reads (api/early-reads.ts keeps them under this key, `EarlyRead`), read here without importing
// that module, so that this chunk stays this file alone.
const reads = (globalThis as Record<symbol, Map<string, EarlyBody> | undefined>)[
  Symbol.for('booking-widget.reads')
];
interface EarlyBody {
  response: Promise<Response>;
  body?: Promise<string>;
}
/** Reads an answer's body as it arrives (a failure is the widget's client's to see when it takes the answer). */
const readBody = (read: EarlyBody): void => {
  (read.body ??= read.response.then((answer) => answer.clone().text())).catch(() => undefined);
};
if (reads?.size) {
  // ICU's start-up is one long task (≈ 150 ms on a phone): begun before the record's answer, it would hold back the
  // request for the times that this answer starts (embed.ts, a first visit). It waits for that request (2 s at most).
  // Then the answers' bodies are read as they arrive (a clone: the header script reads the record's own too).
  let tries = 100;
  const start = (): unknown =>
    [...reads.keys()].some((url) => url.includes('/availability/')) || --tries < 0
      ? (warmIntl(), reads.forEach(readBody))
      : setTimeout(start, 20);
  start();
}
