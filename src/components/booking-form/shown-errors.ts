/**
 * Which of the form's fields show their error, as a Lit controller of the form: a field the person changed
 * shows it once focus leaves it, every field on a submit or the service's refusal. A field only visited (the
 * first field is focused when the form opens) is not marked wrong because focus moved on.
 *
 * An error line that appears as a field loses focus moves everything below it: when focus left because a
 * button was pressed, the button would move from under the pointer and its click be lost. So the error shown on
 * leaving waits until no pointer is pressed: a mouse or pen blurs the field on press, and the line appears
 * after the release and the click that follows it; a tap blurs it after the finger lifted, in the same task
 * as its click, and the line appears in the next task.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { afterRemovedGuest } from './form-model.js';

export class ShownErrors implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  /** Ids of the fields whose error is shown. */
  #shown = new Set<string>();
  /** Ids of the fields the person changed. */
  #edited = new Set<string>();
  /** Ids of the fields left, whose error appears once no pointer is pressed. */
  #leaving = new Set<string>();
  /** The pointers pressed now (from their press to their release). */
  readonly #pressed = new Set<number>();
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('pointerdown', this.#onDown, true);
    addEventListener('pointerup', this.#onUp, true);
    addEventListener('pointercancel', this.#onUp, true);
  }

  hostDisconnected(): void {
    removeEventListener('pointerdown', this.#onDown, true);
    removeEventListener('pointerup', this.#onUp, true);
    removeEventListener('pointercancel', this.#onUp, true);
    this.#pressed.clear();
    this.#cancel();
  }

  has(id: string): boolean {
    return this.#shown.has(id);
  }

  /** The person changed the field. */
  edited(id: string): void {
    this.#edited.add(id);
  }

  /** Focus left the field: its error is shown if the person changed it. */
  left(id: string): void {
    if (!this.#edited.has(id) || this.#shown.has(id)) return;
    this.#leaving.add(id);
    if (this.#pressed.size === 0) this.#schedule();
  }

  /** Shows these fields' errors now (a submit, the service's refusal, a file chosen). */
  show(ids: Iterable<string>): void {
    for (const id of ids) this.#shown.add(id);
    this.#host.requestUpdate();
  }

  /** Another set of questions: nothing changed or shown yet. */
  clear(): void {
    this.#shown.clear();
    this.#edited.clear();
    this.#cancel();
  }

  /** A guest row was removed: the rows below move up. */
  removedGuest(index: number): void {
    this.#shown = new Set(afterRemovedGuest(this.#shown, index));
    this.#edited = new Set(afterRemovedGuest(this.#edited, index));
    this.#leaving = new Set(afterRemovedGuest(this.#leaving, index));
  }

  readonly #onDown = (event: PointerEvent): void => {
    this.#pressed.add(event.pointerId);
    clearTimeout(this.#timer);
  };

  readonly #onUp = (event: PointerEvent): void => {
    this.#pressed.delete(event.pointerId);
    if (this.#pressed.size === 0 && this.#leaving.size > 0) this.#schedule();
  };

  #schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      const leaving = this.#leaving;
      this.#leaving = new Set();
      this.show(leaving);
    });
  }

  #cancel(): void {
    this.#leaving.clear();
    clearTimeout(this.#timer);
  }
}
