/**
 * What the passcode screen (loaded on demand) needs of the gate that loads it, apart from the gate's module so
 * that the screen's module doesn't import the one that imports it.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Resource } from '../../api/booking-schemas.js';
import type { StepFailure } from '../../core/failure.js';
import type { AvailabilityController, CalendarQuery } from './availability-controller.js';
import type { FocusTarget } from './focus-router.js';

export interface GateContext {
  host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };
  data: AvailabilityController;
  /** What the times are asked for (the proxy's check reads exactly them). */
  query(resource: Resource): CalendarQuery;
  /** Where the service is: `demo`, or the base-url (passcodes are kept per connection). */
  scope(): string;
  /** The base-url is a key-adding proxy: it checks the passcode; the record doesn't carry it. */
  proxied(): boolean;
  focus(target: FocusTarget): void;
  announce(text: string): void;
}

/** Why the screen asks again: nothing typed, the wrong passcode, or the check itself failed. */
export type GateProblem = 'missing' | 'invalid' | StepFailure;

export interface GateState {
  readonly c: GateContext;
  problem: GateProblem | undefined;
  checking: boolean;
  /** Keeps (or with undefined, forgets) the event's passcode. */
  keep(resource: Resource, passcode: string | undefined): void;
}
