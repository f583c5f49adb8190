// The minified bytes of a built file attributed to their source modules through its source map (`vite build
// --sourcemap`): bench/bundle-report.ts (what a chunk is made of) and bench/first-paint-coverage.ts (what of it has
// run by the first time shown).

export interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one line of a source map's `mappings` into [generatedColumn, sourceIndex] pairs (-1: no source). */
function decodeLine(line: string, state: { source: number }): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (segment === '') continue;
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0] ?? 0;
    if (values.length > 1) state.source += values[1]!;
    out.push([column, values.length > 1 ? state.source : -1]);
  }
  return out;
}

/**
 * Calls `visit(offset, end, source)` for each mapped stretch of `code` (offsets in the whole file, lines joined by
 * one '\n'); `source` is the module's path as the map names it, or '(generated)' for bytes of no module.
 */
export function forEachMapped(
  code: string,
  map: SourceMap,
  visit: (start: number, end: number, source: string) => void,
): void {
  const mapLines = map.mappings.split(';');
  const state = { source: 0 };
  let offset = 0;
  code.split('\n').forEach((text, lineIndex) => {
    const segments = decodeLine(mapLines[lineIndex] ?? '', state);
    segments.forEach(([column, source], index) => {
      const end = segments[index + 1]?.[0] ?? text.length;
      if (end > column)
        visit(offset + column, offset + end, source >= 0 ? map.sources[source]! : '(generated)');
    });
    offset += text.length + 1;
  });
}
