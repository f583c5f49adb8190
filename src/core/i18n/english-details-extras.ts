/**
 * Imported for its effect by each module that says one of the details' policy terms or a host's links: they join
 * the English catalog (`en`, every other catalog's fallback) when they load (catalogs/en-details-extras.ts).
 */
import { en } from './catalogs/en.js';
import { enDetailsExtras } from './catalogs/en-details-extras.js';

Object.assign(en, enDetailsExtras);
