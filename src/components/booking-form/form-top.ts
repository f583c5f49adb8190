/**
 * The top of the booking form: its heading, and a bar with the chosen date and time, the zone and "Back", which
 * stays at the top of the scrolling page or popup while the person fills the form in (booking-form.styles.ts).
 * And where focus goes when the form opens.
 */
import { html, nothing } from 'lit';

export function renderTop(
  heading: string,
  summary: string,
  zone: string,
  back: string,
  onBack: () => void,
) {
  return html`<h2 class="heading" tabindex="-1">${heading}</h2>
    <div class="top">
      ${
        summary
          ? html`<p class="summary">
              ${summary}${zone ? html` <span class="zone">${zone}</span>` : nothing}
            </p>`
          : nothing
      }
      <button type="button" class="back" @click=${onBack}>${back}</button>
    </div>`;
}

/**
 * Focus for a form just opened: its first field; on a touch screen its heading instead (a field focused by script
 * opens the on-screen keyboard before the visitor asked for it). Without scrolling to it: the heading is brought
 * into view only as far as needed, so the date, time and "Back" under it show with the first fields.
 */
export function focusStep(root: ParentNode, options?: FocusOptions): void {
  const heading = root.querySelector<HTMLElement>('.heading');
  const target = matchMedia('(pointer: coarse)').matches
    ? heading
    : root.querySelector<HTMLElement>('input, select, textarea');
  target?.focus({ ...options, preventScroll: true });
  heading?.scrollIntoView({ block: 'nearest' });
}
