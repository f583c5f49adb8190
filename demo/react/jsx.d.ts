// Types for the React demo: <booking-widget> in JSX (React 19 sets known properties, `on<event>` listens),
// (react-dom/client's types: react-dom-client.d.ts).
import type { BookingWidget } from '../../src/index.js';

type BookingWidgetProps = {
  resource?: string;
  demo?: boolean;
  view?: 'month' | 'week' | 'day';
  theme?: 'light' | 'dark' | 'auto';
  language?: string;
  timezone?: string;
  prefill?: BookingWidget['prefill'];
  ref?: import('react').Ref<BookingWidget>;
  key?: string;
  'onbooking-ready'?: (event: CustomEvent) => void;
  'onbooking-slot-selected'?: (event: CustomEvent) => void;
  'onbooking-confirmed'?: (event: CustomEvent<{ booking_id: string; start_at: string }>) => void;
  'onbooking-error'?: (event: CustomEvent<{ code: string; message: string }>) => void;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'booking-widget': BookingWidgetProps;
    }
  }
}
