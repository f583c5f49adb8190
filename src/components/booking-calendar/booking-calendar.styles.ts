import { css } from 'lit';

/** Text that assistive technology reads and the screen doesn't show. */
const textForScreenReadersOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The toolbar, month grid, week columns and time lists (<booking-calendar>, light DOM in the widget's shadow root). */
export const bookingCalendarStyles = css`
  /* Toolbar */
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin-bottom: 0.75rem;
  }
  /*
   * The arrows sit in fixed slots at the ends of a row that takes the free width, and the title between them in
   * the rest: a title of another width never moves the Next arrow from under the pointer.
   */
  .nav {
    flex: 1 1 16rem;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: 0.25rem;
    min-width: 0;
  }
  .nav h3 {
    font-size: 1.05rem;
    text-align: center;
    padding-inline: 0.25rem;
    text-wrap: balance;
  }
  .iconbtn {
    display: inline-grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    padding: 0;
    border-radius: 999px;
  }
  .views {
    display: inline-flex;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    overflow: hidden;
  }
  .views button {
    min-height: 2.25rem;
    padding: 0.25rem 0.75rem;
    border: 0;
    background: var(--_bg);
    cursor: pointer;
  }

  /*
   * Month grid. The times sit beside the grid only when the calendar's own column is wide enough for both: beside
   * the details column, a widget of 760–850 px leaves the calendar under 520 px, where seven day circles and a
   * column of times squeezed "10" onto two lines.
   */
  booking-calendar {
    display: block;
    container: calendar / inline-size;
  }
  .chooser {
    display: grid;
    gap: 1rem;
  }
  @container calendar (min-width: 520px) {
    .chooser.view-month {
      grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
      align-items: start;
    }
  }
  table.grid {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }
  .grid th {
    font-size: 0.75rem;
    font-weight: 600;
    color: var(--_muted);
    padding: 0.25rem 0;
    text-transform: uppercase;
  }
  .grid td {
    padding: 2px;
    text-align: center;
  }
  .day {
    position: relative;
    width: 100%;
    max-width: 3rem;
    aspect-ratio: 1;
    min-height: 2rem;
    border: 1px solid transparent;
    border-radius: 999px;
    background: none;
    color: var(--_muted);
    cursor: default;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .day[aria-disabled='true'] {
    opacity: 0.7;
  }
  .day.available {
    background: var(--_soft);
    /* The brand's text shade reaches 4.5:1 on this tint too. */
    color: var(--_accent);
    font-weight: 700;
    cursor: pointer;
  }
  .day.available:hover {
    border-color: var(--_primary);
  }
  .day.today::after {
    content: '';
    position: absolute;
    inset-block-end: 3px;
    inset-inline-start: calc(50% - 2px);
    width: 4px;
    height: 4px;
    border-radius: 50%;
    background: currentColor;
  }

  /* Slots */
  /* The loaded panel lies over an unseen full one (skeleton.ts): the panel keeps its size. */
  .slots-panel {
    display: grid;
    grid-template-areas: 'panel';
    min-width: 0;
  }
  .slots-panel h3,
  .slots-panel .heading-bone {
    font-size: 1rem;
    font-weight: 700;
  }
  .slots-panel > * {
    grid-area: panel;
    display: grid;
    gap: 0.5rem;
    align-content: start;
    min-width: 0;
  }
  .slots-panel > .reserve {
    visibility: hidden;
  }
  /* Under the grid (a phone, a narrow column) the panel is as long as its day: no blank before the zone row or "Jump to". */
  @container calendar (max-width: 519.98px) {
    .slots-panel > .reserve {
      display: none;
    }
    /*
     * While the times load, the shape of a full day there: a dense day's bounded box (.dense, its first part of the
     * day's heading, then times) and, in the month, one "Choose another date". A day of twelve times or fewer ends
     * higher: no blank is kept for it once it is there.
     */
    .slots-panel .skeleton {
      block-size: 18rem;
      overflow: hidden;
      border-block: 1px solid var(--_line);
      padding: 0 4px 4px;
    }
    .slots-panel .skeleton::before {
      content: '-';
      display: block;
      visibility: hidden;
      padding: 0.375rem 2px 0.25rem;
      font-size: 0.8125rem;
      font-weight: 600;
    }
    .view-month .slots-panel .link-bone ~ .link-bone,
    .view-day .slots-panel .link-bone {
      display: none;
    }
  }
  .day.blank {
    display: inline-block;
    vertical-align: middle;
  }
  .slots {
    display: grid;
    gap: 0.375rem;
    grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
    padding: 2px;
    margin: 0;
    list-style: none;
  }
  /*
   * A dense day (time-list.ts): one box about as tall as twelve times that scrolls inside itself, never the page
   * behind; each part of the day's heading stays at its top while its times pass under it.
   */
  .dense {
    max-block-size: 18rem;
    overflow-y: auto;
    overscroll-behavior: contain;
    scroll-padding-block: 2rem 0.25rem;
    border-block: 1px solid var(--_line);
    /* Room for a focused time's ring inside the box. */
    padding: 0 4px 4px;
  }
  .col .dense {
    max-block-size: 24rem;
  }
  .part-of-day {
    position: sticky;
    inset-block-start: 0;
    z-index: 1;
    margin: 0;
    padding: 0.375rem 2px 0.25rem;
    background: var(--_bg);
    color: var(--_muted);
    font-size: 0.8125rem;
    font-weight: 600;
  }
  .slot {
    width: 100%;
    min-height: 2.5rem;
    padding: 0.375rem 0.5rem;
    border: 1px solid var(--_primary);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_accent);
    font-weight: 600;
    cursor: pointer;
    font-variant-numeric: tabular-nums;
  }
  .slot .seats {
    display: block;
    font-size: 0.75rem;
    font-weight: 400;
    color: var(--_muted);
  }
  .slot:hover {
    background: var(--_soft);
  }
  /* Chosen: after the rules they override (same specificity). */
  .views button[aria-pressed='true'],
  .day.selected,
  .slot.selected {
    background: var(--_primary);
    border-color: var(--_primary);
    color: var(--_on-primary);
  }
  .slot.selected .seats {
    color: inherit;
  }
  .slot:disabled {
    border-color: var(--_line);
    color: var(--_muted);
    text-decoration: line-through;
  }
  /* Each column spans two rows of the week's grid (heading, times): headings that wrap to different heights
   * still leave every column's first time on one line. */
  .week {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    column-gap: 0.375rem;
  }
  /* The narrow week's day row (week-view.ts), one day's times under it; seven columns from 760 px. */
  .week-days {
    display: none;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: 0.25rem;
    margin-block-end: 0.75rem;
  }
  .week-day {
    display: grid;
    justify-items: center;
    min-block-size: 2.75rem;
    padding: 0.25rem 0;
    border: 1px solid transparent;
    border-radius: var(--_radius);
    background: none;
    color: var(--_muted);
    font-size: 0.8125rem;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }
  .week-day.available {
    background: var(--_soft);
    color: var(--_accent);
    font-weight: 700;
  }
  .week-day[aria-pressed='true'] {
    background: var(--_primary);
    border-color: var(--_primary);
    color: var(--_on-primary);
  }
  .col {
    min-width: 0;
    display: grid;
    grid-row: span 2;
    grid-template-rows: subgrid;
    row-gap: 0.375rem;
    align-content: start;
  }
  .col h4 {
    margin: 0;
    font-size: 0.8125rem;
    text-align: center;
    font-weight: 600;
    align-self: end;
  }
  .col .times {
    display: grid;
    gap: 0.375rem;
    align-content: start;
  }
  .col .slots {
    grid-template-columns: minmax(0, 1fr);
  }
  .col .slot {
    /* "10:00 AM" on one line in a seventh of the calendar beside the details. */
    padding-inline: 0;
    font-size: 0.8125rem;
  }
  .col .none {
    text-align: center;
    color: var(--_muted);
    font-size: 0.8125rem;
  }
  /* After the column's own rules, which it overrides (same specificity). */
  @container booking (max-width: 759px) {
    .week-days {
      display: grid;
    }
    .week {
      grid-template-columns: minmax(0, 1fr);
    }
    .col:not(.shown) {
      display: none;
    }
    .col .slots {
      grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
    }
    .col .slot {
      padding-inline: 0.5rem;
      font-size: inherit;
    }
    .col .dense {
      max-block-size: 18rem;
    }
  }
  .wd-narrow {
    display: none;
  }
  /*
   * Where short weekday names are whole words (Arabic, Hebrew), columns fit only the narrow ones. The short name
   * stays the header's text for assistive technology (the narrow one is hidden from it): a header is never empty.
   */
  .narrow-weekdays .wd-short {
    ${textForScreenReadersOnly}
  }
  .narrow-weekdays .wd-narrow {
    display: inline;
  }
  @container booking (max-width: 420px) {
    .wd-short {
      ${textForScreenReadersOnly}
    }
    .wd-narrow {
      display: inline;
    }
  }

  /*
   * Forced colours keep system colours and borders but drop the brand fills and tints: each state says itself in
   * the mode's terms. Selected and pressed in Highlight, bookable days ringed in ButtonText, the others in GrayText
   * with no ring, days whose times are still being read with a dashed GrayText ring (their fill and, with less
   * motion, their pulse are gone), today's dot drawn in the text's colour; the blank cells around the month draw
   * nothing.
   */
  @media (forced-colors: active) {
    .day {
      border-color: Canvas;
      color: GrayText;
      opacity: 1;
    }
    .day[aria-disabled='true'] {
      opacity: 1;
    }
    .day.available {
      border-color: ButtonText;
      color: ButtonText;
    }
    .day.loading {
      border: 1px dashed GrayText;
    }
    .day.blank {
      border: 0;
    }
    .day.today::after {
      forced-color-adjust: none;
      background: currentColor;
    }
    .views button[aria-pressed='true'],
    .week-day[aria-pressed='true'],
    .day.selected,
    .slot.selected {
      background: Highlight;
      border-color: Highlight;
      color: HighlightText;
    }
    .slot:disabled {
      border-color: GrayText;
      color: GrayText;
    }
    .slot.selected .seats {
      color: HighlightText;
    }
  }
`;
