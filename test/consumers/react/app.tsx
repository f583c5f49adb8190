// A React 19 app written as docs/embedding.md says: the package, its JSX types, typed events. It books with one
// widget and cancels that booking with a second one, given the booking_id as `booking` and `action="cancel"`.
import { useState } from 'react';
import 'booking-widget';
import type {} from 'booking-widget/jsx';
import type { Booking } from 'booking-widget';

document.addEventListener('booking-confirmed', (event) => console.log(event.detail.booking_id));
window.BookingWidget?.on('confirmed', (event) => console.log(event.detail.start_at));

export function App() {
  const [booked, setBooked] = useState<Booking>();
  const [canceled, setCanceled] = useState<Booking>();
  return (
    <>
      <booking-widget
        resource="106"
        demo
        theme="auto"
        prefill={{ name: 'Ada Lovelace', email: 'ada@example.com' }}
        onbooking-confirmed={(event) => setBooked(event.detail)}
      />
      {booked && (
        <>
          <p id="booked">React booked {booked.booking_id}</p>
          <booking-widget
            id="manage"
            booking={booked.booking_id}
            action="cancel"
            demo
            onbooking-canceled={(event) => setCanceled(event.detail)}
          />
        </>
      )}
      {canceled && (
        <p id="canceled">
          React canceled {canceled.booking_id}: {canceled.status}
        </p>
      )}
    </>
  );
}

/** Never rendered: what the types must refuse. */
export const Refused = () => (
  <>
    {/* @ts-expect-error: "year" is no view */}
    <booking-widget resource="101" demo view="year" />
    {/* @ts-expect-error: "delete" is no action */}
    <booking-widget booking="bk_1" action="delete" demo />
    {/* @ts-expect-error: "en" is none of the 22 language codes ("en-US" is) */}
    <booking-widget resource="101" demo language="en" />
  </>
);
