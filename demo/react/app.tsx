// React 19 renders <booking-widget> like any element: `resource`, `view`, `prefill` become properties,
// `onbooking-confirmed` becomes an event listener. The app imports the package entry (here from source).
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/index.js';

const RESOURCES = [
  ['101', 'Product demo'],
  ['102', 'Pottery workshop'],
  ['103', 'Sales consultation'],
  ['106', 'IT help desk'],
] as const;

function App() {
  const [resource, setResource] = useState<string>('101');
  const [view, setView] = useState<'month' | 'week' | 'day'>('month');
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [events, setEvents] = useState<string[]>([]);
  const remember = (event: CustomEvent) => setEvents((list) => [event.type, ...list].slice(0, 12));

  return (
    <>
      <div className="row">
        <label>
          Resource{' '}
          <select value={resource} onChange={(event) => setResource(event.target.value)}>
            {RESOURCES.map(([id, name]) => (
              <option key={id} value={id}>
                {id} · {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          View{' '}
          <select
            value={view}
            onChange={(event) => setView(event.target.value as 'month' | 'week' | 'day')}
          >
            <option value="month">month</option>
            <option value="week">week</option>
            <option value="day">day</option>
          </select>
        </label>
      </div>
      {confirmed && (
        <p role="status" id="react-confirmed">
          React received booking-confirmed: {confirmed}
        </p>
      )}
      <booking-widget
        resource={resource}
        view={view}
        demo
        prefill={{ name: 'Ada Lovelace', email: 'ada@example.com' }}
        onbooking-ready={remember}
        onbooking-slot-selected={remember}
        onbooking-error={remember}
        onbooking-confirmed={(event) => {
          remember(event);
          setConfirmed(event.detail.booking_id);
        }}
      />
      <h2>Events seen by React</h2>
      <ol className="log">
        {events.map((name, index) => (
          <li key={`${index}-${name}`}>{name}</li>
        ))}
      </ol>
    </>
  );
}

createRoot(document.querySelector('#root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
