// A React 19 app written as docs/embedding.md says: the package, its JSX types, typed events.
import { useState } from 'react';
import 'booking-widget';
import type {} from 'booking-widget/jsx';
import type { Booking } from 'booking-widget';

document.addEventListener('booking-confirmed', (event) => console.log(event.detail.booking_id));
window.BookingWidget?.on('confirmed', (event) => console.log(event.detail.start_at));

export function App() {
  const [booked, setBooked] = useState<Booking>();
  return (
    <>
      <booking-widget
        resource="101"
        demo
        view="week"
        theme="auto"
        prefill={{ name: 'Ada' }}
        onbooking-confirmed={(event) => setBooked(event.detail)}
      />
      {/* @ts-expect-error: "year" is no view */}
      <booking-widget resource="101" demo view="year" />
      {/* @ts-expect-error: "delete" is no action */}
      <booking-widget booking="bk_1" action="delete" demo />
      {/* @ts-expect-error: "en" is none of the 22 language codes ("en-US" is) */}
      <booking-widget resource="101" demo language="en" />
      <booking-widget booking={booked?.booking_id ?? 'bk_demo'} action="cancel" demo />
    </>
  );
}
