/**
 * Imported for its effect by each module that says one of the passcode screen's strings: they join the English
 * catalog (`en`, every other catalog's fallback) when that screen loads (catalogs/en-passcode.ts).
 */
import { en } from './catalogs/en.js';
import { enPasscode } from './catalogs/en-passcode.js';

Object.assign(en, enPasscode);
