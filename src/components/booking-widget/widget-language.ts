/**
 * The language a <booking-widget> speaks: its `language` attribute, else the event's own, else the browser's;
 * the catalog of any language but English loads on demand. English renders until it is there.
 */
import type { ReactiveControllerHost } from 'lit';
import { Task } from '@lit/task';
import type { Language, Resource } from '../../api/booking-schemas.js';
import {
  englishTranslator,
  loadTranslator,
  resolveLanguage,
  type Translator,
} from '../../core/i18n/index.js';

export class WidgetLanguage {
  readonly #task: Task<readonly [string, Language | undefined], Translator>;

  constructor(
    host: ReactiveControllerHost & { language: Language | '' },
    resource: () => Resource | undefined,
  ) {
    this.#task = new Task(host, {
      task: async ([requested, resourceLanguage]) =>
        loadTranslator(resolveLanguage(requested, resourceLanguage, navigator.languages)),
      args: () => [host.language, resource()?.language] as const,
    });
  }

  /** The translator of now. */
  get translator(): Translator {
    return this.#task.value ?? englishTranslator();
  }
}
