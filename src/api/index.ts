/** The service contract, its typed client, errors, rate limiter and availability cache. */
export * from './schemas.js';
export * from './errors.js';
export * from './rate-limiter.js';
export * from './client.js';
export * from './cache.js';
