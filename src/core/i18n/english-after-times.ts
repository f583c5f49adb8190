/**
 * Imported for its effect by each module that says one of the form's strings: they join the English catalog (`en`,
 * every other catalog's fallback) when that screen loads (catalogs/en-after-times.ts).
 */
import { en } from './catalogs/en.js';
import { enAfterTimes } from './catalogs/en-after-times.js';

Object.assign(en, enAfterTimes);
