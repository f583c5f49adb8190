// app/booking.tsx is docs/embedding.md's client component, copied from the page by ssr.mjs.
import { Booking } from './booking';

export default function Page() {
  return <Booking />;
}
