/**
 * A page of events' screens in <booking-widget> (the list, "All events"): what they do (event-list-screen.ts) loads
 * only on a page of events (`user` / `page` without `resource`), with the list's element at the same time; a wait
 * in the list's place meanwhile, or "Try again" when it failed. An event's own page renders no part of them.
 */
import { nothing, type TemplateResult } from 'lit';
import { loadOnce } from '../../core/load-once.js';
import type { LeftCard } from '../booking-events/event-history.js';
import { errorPanel, loadingPanel } from '../shared/panels.js';
import type { EventListParts, EventListScreen } from './event-list-screen.js';

const loadScreen = loadOnce(() => import('./event-list-screen.js'));

export class EventsScreen {
  readonly #p: EventListParts;
  #screen: EventListScreen | undefined;
  #loading = false;
  #failed = false;

  constructor(parts: EventListParts) {
    this.#p = parts;
  }

  /** An event of the list (only the list, which is the loaded screen's, sends it). */
  readonly pick = (e: CustomEvent<LeftCard>): void => this.#screen?.pick(e);

  /** The list (flow `listing`), with `footer` under it once it is there. */
  renderList(footer: unknown = nothing): TemplateResult {
    if (this.#screen) return this.#screen.renderList(footer);
    const t = this.#p.derived.t;
    if (!this.#failed) this.#load();
    return this.#failed
      ? errorPanel(t.t('events.loadError'), t.t('error.offline'), [t.t('error.retry'), this.#load])
      : loadingPanel(t.t('events.loading'));
  }

  /** "All events", above the booking screens of an event picked from a page of events. */
  renderBack(): TemplateResult | typeof nothing {
    if (this.#screen) return this.#screen.renderBack();
    if (this.#p.derived.listOwner && !this.#failed) this.#load();
    return nothing;
  }

  readonly #load = (): void => {
    if (this.#loading) return;
    this.#loading = true;
    this.#failed = false;
    const { host, lazy } = this.#p;
    // The list's element with it, not after it (one round trip).
    void lazy.load('booking-events').catch(() => undefined);
    loadScreen().then(
      ({ EventListScreen }) => {
        this.#screen = new EventListScreen(this.#p);
        host.requestUpdate();
      },
      () => {
        this.#loading = false;
        this.#failed = true;
        host.requestUpdate();
      },
    );
  };
}
