import type { Clock } from '../../../src/api/rate-limiter.js';

/** Lets the rest of the page's pending promise callbacks run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A clock whose time moves only when a test says so; its timers fire in order as it moves. */
export class ManualClock implements Clock {
  time: number;
  #timers: Array<{ id: number; at: number; callback: () => void }> = [];
  #nextId = 1;

  constructor(start: number) {
    this.time = start;
  }

  now = (): number => this.time;

  setTimeout = (callback: () => void, ms: number): number => {
    const id = this.#nextId++;
    this.#timers.push({ id, at: this.time + Math.max(0, ms), callback });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    this.#timers = this.#timers.filter((timer) => timer.id !== handle);
  };

  /** Moves time forward by `ms`, firing due timers (and settling promises) along the way. */
  async advance(ms: number): Promise<void> {
    const target = this.time + ms;
    for (;;) {
      const due = this.#timers
        .filter((timer) => timer.at <= target)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.#timers = this.#timers.filter((timer) => timer !== due);
      this.time = Math.max(this.time, due.at);
      due.callback();
      await settle();
    }
    this.time = target;
    await settle();
  }
}
