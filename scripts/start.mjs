// `npm start`: the demo page in demo mode (the in-page mock service), no network needed.
import './serve.mjs';
