/**
 * What <booking-widget> loads on demand, by tag (LazyElements): the booking step (form, submit, confirmation
 * screens) on idle after times are shown and at once on intent toward a time; the manage screens whenever they
 * are rendered; the time-zone selector on idle or intent toward its placeholder; a page of events' list when it is
 * shown (only pages that list events load it).
 */
import type { LitElement } from 'lit';
import { loadZoneSelect } from '../booking-timezone-select/zone-field.js';
import { LazyElements } from '../shared/lazy-elements.js';

const loadBookStep = () => import('../booking-form/book-step.js');
// With the client's operations on a booking, which every manage screen calls, and the confirmation every manage
// screen ends on (both imported by the manage module): requested together, not one after the other.
const loadManage = () =>
  Promise.all([
    import('../booking-manage/booking-manage.js'),
    import('../../api/booking-changes.js'),
    import('../booking-confirmation/booking-confirmation.js'),
  ]).then(([module]) => module);
const loadEvents = () => import('../booking-events/booking-events.js');
export type BookStep = Awaited<ReturnType<typeof loadBookStep>>;
export type ManageModule = Awaited<ReturnType<typeof loadManage>>;

export type WidgetPieces = LazyElements<
  'booking-form' | 'booking-manage' | 'booking-timezone-select' | 'booking-events'
>;

export const lazyScreens = (host: LitElement): WidgetPieces =>
  new LazyElements(
    host,
    {
      'booking-form': loadBookStep,
      'booking-manage': loadManage,
      'booking-timezone-select': loadZoneSelect,
      'booking-events': loadEvents,
    },
    { loadWhenRendered: ['booking-manage'] },
  ).prefetchOn('[part~="slot"]', 'booking-form');
