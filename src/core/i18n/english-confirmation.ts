/**
 * Imported for its effect by each module that says one of the confirmation's and the manage screens' strings: they join the English catalog (`en`,
 * every other catalog's fallback) when that screen loads (catalogs/en-confirmation.ts).
 */
import { en } from './catalogs/en.js';
import { enConfirmation } from './catalogs/en-confirmation.js';

Object.assign(en, enConfirmation);
