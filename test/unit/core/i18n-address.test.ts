import { expect } from '@open-wc/testing';
// English whole: the strings of the screens after the times join it when loaded.
import '../../../src/core/i18n/english-after-times.js';
import '../../../src/core/i18n/english-confirmation.js';
import '../../../src/core/i18n/english-details-extras.js';
import '../../../src/core/i18n/english-passcode.js';
import { loadCatalog, type Language, type Message } from '../../../src/core/i18n/index.js';

/**
 * Each language addresses the person one way throughout (docs/i18n.md, "Translation notes"); these words belong to
 * the other form and must not appear. Unit abbreviations (Dutch "u" for hours) are not address.
 */
const OTHER_FORM: Partial<Record<Language, RegExp>> = {
  zh: /你/u, // 您 throughout
  nl: /(?<![\p{L}{])(u|uw|U|Uw)(?![\p{L}}])/u, // je / jouw throughout
  est: /(?<!\p{L})(teie|teid|teile|teil|Teie|proovige|valige|vaadake|kontrollige|sisestage)(?!\p{L})/u, // sina
  de: /(?<!\p{L})(du|dein|deine|deinen|dich|dir)(?!\p{L})/u, // Sie
  fr: /(?<!\p{L})(tu|ton|ta|tes|toi|Tu|Ton|Ta|Tes)(?!\p{L})/u, // vous
  es: /(?<!\p{L})(usted|Usted|ustedes)(?!\p{L})/u, // tú
};

const forms = (message: Message): string[] =>
  typeof message === 'string' ? [message] : Object.values(message);

describe('form of address', () => {
  for (const [code, pattern] of Object.entries(OTHER_FORM) as [Language, RegExp][]) {
    it(`${code} keeps one form throughout`, async () => {
      const catalog = (await loadCatalog(code)) as Readonly<Record<string, Message>>;
      const mixed = Object.entries(catalog)
        .filter(([key]) => !key.startsWith('duration.'))
        .filter(([, message]) => forms(message).some((form) => pattern.test(form)))
        .map(([key, message]) => `${key}: ${forms(message).join(' | ')}`);
      expect(mixed).to.deep.equal([]);
    });
  }
});
