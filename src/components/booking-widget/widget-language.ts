/**
 * The language a <booking-widget> speaks and the visitor's picker of it (part `language`, under the calendar and at
 * the foot of every screen, unless the event's `settings.hide_language`). Which language wins is
 * shared/language-choice.ts's; the catalog of any language but English loads on demand, and the language shown
 * before stays until it is there (English on a first load).
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { Task } from '@lit/task';
import type { Language, Resource } from '../../api/booking-schemas.js';
import { loadOnce, whenIdle } from '../../core/load-once.js';
import { emitInner } from '../shared/emit.js';
import { englishTranslator, loadTranslator, type Translator } from '../../core/i18n/index.js';
import {
  onLanguageChosen,
  pickCount,
  renderAll,
  widgetLanguage,
} from '../shared/language-choice.js';

type PickerModule = typeof import('./language-picker.js');
let pickerModule: PickerModule | undefined;
const loadPicker = loadOnce(async () => (pickerModule = await import('./language-picker.js')));
/** The picker's chunk was asked for (once per page, again after a failed load). */
let asked = false;

type Host = ReactiveControllerHost &
  EventTarget & { language: Language | ''; readonly renderRoot: Node };

export class WidgetLanguage implements ReactiveController {
  readonly #task: Task<readonly [Language], Translator>;
  readonly #host: Host;
  /** The event shown (none on a page of events' list, whichever event was shown before it). */
  readonly #resource: () => Resource | undefined;
  #stop: (() => void) | undefined;
  /** The `language` attribute as last seen, and the page's pick count when it changed to that. */
  #attribute: string | undefined;
  #attributeSince = 0;

  constructor(
    host: Host,
    resource: () => Resource | undefined,
    flow: { readonly state: { readonly kind: string } },
  ) {
    this.#host = host;
    this.#resource = () => (flow.state.kind === 'listing' ? undefined : resource());
    host.addController(this);
    this.#task = new Task(host, {
      task: async ([language]) => loadTranslator(language),
      args: () => [this.language] as const,
      // The words of now, for the popup around the widget (its title and close button say them too): an inner
      // event, not part of the public contract.
      onComplete: (translator) => emitInner(host, 'widget-language', translator),
    });
  }

  /** A language picked in any widget of the page renders this one again. */
  hostConnected(): void {
    this.#stop ??= onLanguageChosen(() => this.#host.requestUpdate());
  }

  hostDisconnected(): void {
    this.#stop?.();
    this.#stop = undefined;
  }

  /** The language to speak now (its translator may still be loading). */
  get language(): Language {
    const attribute = this.#host.language;
    if (attribute !== this.#attribute) {
      // Set by the site after the visitor picked: the site's word is the later one.
      if (this.#attribute !== undefined) this.#attributeSince = pickCount();
      this.#attribute = attribute;
    }
    return widgetLanguage(attribute, this.#resource(), this.#attributeSince);
  }

  /** The translator of now. */
  get translator(): Translator {
    return this.#task.value ?? englishTranslator();
  }

  /**
   * The picker, once its chunk is there and the event is known: until then (`pending`: the event is loading) an
   * empty row of its height holds its place, so the screen doesn't grow when it comes, nor show it to an event that
   * hides it. Its chunk (with its styles) loads when the browser is idle after the event is known.
   */
  picker(pending = false) {
    if (this.#resource()?.settings.hide_language) return nothing;
    if (pickerModule && !pending)
      return pickerModule.languagePicker(this.#host.renderRoot, this.translator, this.language);
    if (!pending && !asked) {
      asked = true;
      // Every widget of the page renders it once it is there; offline for a moment, a later render asks again.
      whenIdle(() => loadPicker().then(renderAll, () => (asked = false)));
    }
    return html`<p class="language-row"></p>`;
  }
}
