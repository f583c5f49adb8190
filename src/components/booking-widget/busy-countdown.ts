/**
 * The seconds until a read the service refused for now (429) is tried again, counted down once a second so
 * the loading state can say "The service is busy — trying again in N s" instead of spinning without a reason.
 * It only shows a wait the API client drives (the client retries a read by itself); a booking refused with 429 is
 * never retried by the client, so SafeBookingSubmitter (submit.ts) counts down and sends it again itself.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class BusyCountdown implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  /** When the read is tried again (ms since the epoch); 0 while nothing waits. */
  #until = 0;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Whole seconds left (0: not waiting). */
  get seconds(): number {
    return Math.max(0, Math.ceil((this.#until - Date.now()) / 1000));
  }

  start(seconds: number) {
    this.#until = Date.now() + seconds * 1000;
    clearInterval(this.#timer);
    this.#timer = setInterval(() => {
      if (this.seconds === 0) this.stop();
      else this.#host.requestUpdate();
    }, 1000);
    this.#host.requestUpdate();
  }

  /** The answer came (or the read failed for good): nothing waits any more. */
  stop() {
    if (!this.#until) return;
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#until = 0;
    this.#host.requestUpdate();
  }

  hostDisconnected() {
    this.stop();
  }
}
