/**
 * The whole service contract (spec §2, §4; DESIGN §4) as zod/mini schemas, for integrators, the mock and tests.
 * The widget, the client and the core import booking-schemas.ts (what they validate with) directly, so the
 * widget's chunks never carry the integrator-only schemas of integrator-schemas.ts (issue 7 budgets).
 */
export * from './booking-schemas.js';
export * from './integrator-schemas.js';
