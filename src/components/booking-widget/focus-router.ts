/**
 * Where focus goes after a step of the journey: the widget names a target, and once the render that shows it is
 * on screen (inner elements included), the first matching element takes focus.
 */
import { LitElement, type ReactiveController } from 'lit';

/** What takes focus once the next render is on screen. */
const FOCUS_TARGETS = {
  day: '.day[tabindex="0"]',
  slot: '.slot:not(:disabled)',
  'selected-slot': '.slot.selected, .slot:not(:disabled)',
  notice: '.notice',
  form: 'booking-form',
  confirmation: 'booking-confirmation',
  manage: '[data-manage-focus]',
} as const;
export type FocusTarget = keyof typeof FOCUS_TARGETS;

type Host = LitElement;

export class FocusRouter implements ReactiveController {
  readonly #host: Host;
  #target: FocusTarget | undefined;

  constructor(host: Host) {
    this.#host = host;
    host.addController(this);
  }

  /** `target` takes focus once the render this asks for is on screen. */
  focus(target: FocusTarget): void {
    this.#target = target;
    this.#host.requestUpdate();
  }

  /** `target` takes focus after the next render, which something else asks for. */
  focusAfterRender(target: FocusTarget): void {
    this.#target = target;
  }

  hostUpdated(): void {
    const target = this.#target;
    if (!target) return;
    this.#target = undefined;
    const host = this.#host;
    void host.updateComplete.then(() => {
      // The first selector that matches wins (the chosen time before the first time), and of its matches the
      // first one shown: a narrow week hides the days it doesn't show.
      let element: HTMLElement | undefined;
      for (const selector of FOCUS_TARGETS[target].split(', ')) {
        const matches = [...host.renderRoot.querySelectorAll<HTMLElement>(selector)];
        element = matches.find((match) => match.checkVisibility?.() ?? true) ?? matches[0];
        if (element) break;
      }
      // A manage screen may still wait for its resource: its heading takes focus once it is there.
      if (!element && target === 'manage') {
        this.#target ??= target;
        return;
      }
      // Inner elements with a shadow root focus their first control: wait until they have rendered it.
      if (element instanceof LitElement && element.shadowRoot)
        void element.updateComplete.then(() => element.isConnected && element.focus());
      else element?.focus();
    });
  }
}
