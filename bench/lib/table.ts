// The readable table printed after the JSON: one line per figure, with median [min–max] and the target.

export interface Row {
  section: string;
  figure: string;
  value: string;
  target?: string;
}

export function renderTable(rows: readonly Row[]): string {
  const header: Row = {
    section: 'section',
    figure: 'figure',
    value: 'median [min – max] (runs)',
    target: 'target',
  };
  const all = [header, ...rows];
  const width = (key: keyof Row) => Math.max(...all.map((row) => (row[key] ?? '').length));
  const widths = {
    section: width('section'),
    figure: width('figure'),
    value: width('value'),
    target: width('target'),
  };
  const line = (row: Row) =>
    [
      row.section.padEnd(widths.section),
      row.figure.padEnd(widths.figure),
      row.value.padEnd(widths.value),
      row.target ?? '',
    ]
      .join('  ')
      .trimEnd();
  const rule = [widths.section, widths.figure, widths.value, widths.target]
    .map((w) => '-'.repeat(w))
    .join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The same rows as a Markdown table (docs/performance.md). */
export function renderMarkdown(rows: readonly Row[]): string {
  const escape = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| section | figure | median [min – max] (runs) | target |',
    '|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${escape(row.section)} | ${escape(row.figure)} | ${escape(row.value)} | ${escape(row.target ?? '')} |`,
    ),
  ].join('\n');
}
