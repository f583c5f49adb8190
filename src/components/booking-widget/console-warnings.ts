/**
 * The console's word on a site owner's mistakes (attribute-warnings.ts, its sentences and checks), loaded only
 * when the markup may hold one: a checked attribute whose value the config fell back from, an `action`, a `primary` (it may not
 * be a colour), no `base-url` outside demo, a `duration` beside a resource (it may not be one the resource offers), or
 * an attribute the element doesn't take that not every element carries. A page without a mistake never downloads it: it is off the first
 * paint's path (size budgets), and a mistake is said as soon as its module has arrived.
 */
import type { Resource } from '../../api/booking-schemas.js';
import type { AttributeWarnings, Checked, Connection } from './attribute-warnings.js';
import type { WidgetConfig } from './config.js';

const CHECKED = 'view theme language timezone duration date user page action'.split(
  ' ',
) as Checked[];
/** Attributes any element may carry: never a mistake for one of the widget's own. */
const GLOBAL =
  /^(id|class|style|slot|part|exportparts|hidden|inert|title|lang|dir|tabindex|role|nonce|translate|autofocus|data-.*|aria-.*)$/;

type Element = HTMLElement & Readonly<Record<Checked, string | undefined>> & Connection;

export class ConsoleWarnings {
  #warnings?: Promise<AttributeWarnings | undefined>;

  /** What AttributeWarnings.update and checkUnknown check, on what the element holds now. */
  update(
    element: Element,
    config: WidgetConfig,
    changed: { has(name: string): boolean },
    resource: Resource | undefined,
    managing: boolean,
    known: readonly string[],
  ): void {
    // What the checks read, as it is now: the module may arrive after the element has changed.
    const values = { demo: element.demo, baseUrl: element.baseUrl, apiKey: element.apiKey } as {
      -readonly [K in Checked]: string | undefined;
    } & Connection;
    for (const name of CHECKED) values[name] = element[name];
    const names = CHECKED.filter((name) => changed.has(name));
    const attributes = element.getAttributeNames().filter((name) => !GLOBAL.test(name));
    const primary = element.getAttribute('primary')?.trim();
    // `lang` is the element's own (the browser's), never the widget's language: set without `language`, it was meant.
    const lang = values.language?.trim() ? '' : element.lang;
    const suspect =
      !!primary ||
      !!lang ||
      (!values.demo && !values.baseUrl?.trim()) ||
      names.some((name) => {
        const value = values[name]?.trim();
        // `action` is not in the config: any is checked (a manage link's page, rare, loads the module).
        return !!value && config[name as keyof WidgetConfig] !== value;
      }) ||
      (resource !== undefined && !managing && !!values.duration?.trim()) ||
      attributes.some((name) => !known.includes(name));
    if (!suspect && !this.#warnings) return;
    // A module that fails to load (the network) says nothing, once: not an unhandled error on every render.
    this.#warnings ??= import('./attribute-warnings.js').then(
      (module) => new module.AttributeWarnings(),
      () => undefined,
    );
    void this.#warnings.then((warnings) => {
      if (!warnings) return;
      warnings.update(
        values,
        config,
        { has: (name) => names.includes(name as Checked) },
        resource,
        managing,
      );
      warnings.checkUnknown(attributes, known);
      warnings.checkColour('primary', primary);
      warnings.checkLang(lang);
    });
  }
}
