/**
 * Who gets the key's next read call when there are more questions than calls. Each question waiting
 * for the budget (one per cache key: identical reads in flight are one) holds a ticket; a ticket's weight
 * is how many visitors wait on it. The next call goes to the heaviest ticket (then the oldest): a
 * question 30 visitors a second are waiting for is answered before 20 one-off questions an attacker
 * sends from 250 addresses, so random questions can spend what the visitors leave, never what they need.
 * A ticket ends unserved at its deadline (its waiters then get 429 with the time until the budget has room).
 */

export interface Ticket {
  /** 0 once the call may be sent, else ms until the budget has room again. */
  readonly granted: Promise<number>;
  /** One more visitor waits on this question, willing to wait until `deadline`. */
  join(deadline: number): void;
}

interface Entry {
  weight: number;
  created: number;
  deadline: number;
  /** The latest a ticket may be extended to by later visitors: twice the first one's wait. */
  limit: number;
  resolve(retryMs: number): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ReadQueue {
  readonly #take: () => Promise<number>;
  readonly #now: () => number;
  readonly #waiting = new Set<Entry>();
  #pumping = false;
  #lastRetryMs = 1000;

  /** `take` consumes one read call of the budget: 0, or ms until it has room again. */
  constructor(take: () => Promise<number>, now: () => number) {
    this.#take = take;
    this.#now = now;
  }

  get size(): number {
    return this.#waiting.size;
  }

  /** A call now, if no visitor is waiting for one (a refresh in the background never queues). */
  async tryNow(): Promise<number> {
    if (this.#waiting.size > 0) return this.#lastRetryMs;
    return this.#take();
  }

  /** A question's place in the queue, for its first visitor waiting until `deadline`. */
  enqueue(deadline: number): Ticket {
    const created = this.#now();
    let resolve!: (retryMs: number) => void;
    const granted = new Promise<number>((r) => (resolve = r));
    const entry: Entry = {
      weight: 1,
      created,
      deadline,
      limit: created + 2 * Math.max(0, deadline - created),
      resolve,
    };
    this.#waiting.add(entry);
    void this.#pump();
    return {
      granted,
      join: (later) => {
        entry.weight += 1;
        entry.deadline = Math.min(entry.limit, Math.max(entry.deadline, later));
      },
    };
  }

  async #pump() {
    if (this.#pumping) return;
    this.#pumping = true;
    try {
      for (;;) {
        const now = this.#now();
        for (const entry of this.#waiting) {
          if (entry.deadline <= now) {
            this.#waiting.delete(entry);
            entry.resolve(this.#lastRetryMs);
          }
        }
        let best: Entry | undefined;
        for (const entry of this.#waiting) {
          if (
            !best ||
            entry.weight > best.weight ||
            (entry.weight === best.weight && entry.created < best.created)
          )
            best = entry;
        }
        if (!best) return;
        const retryMs = await this.#take();
        if (retryMs === 0) {
          this.#waiting.delete(best);
          best.resolve(0);
          continue;
        }
        this.#lastRetryMs = retryMs;
        let soonest = Infinity;
        for (const entry of this.#waiting) soonest = Math.min(soonest, entry.deadline);
        await sleep(Math.max(1, Math.min(retryMs, soonest - this.#now())));
      }
    } finally {
      this.#pumping = false;
    }
  }
}
