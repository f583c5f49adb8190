import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  brandPalette,
  contrastRatio,
  DEFAULT_BACKGROUNDS,
  ensureContrast,
  parseColor,
  toHex,
} from '../../../src/core/palette.js';

const hex = (css: string): string | undefined => {
  const parsed = parseColor(css);
  return parsed && toHex(parsed);
};
const ratio = (a: string, b: string): number => contrastRatio(parseColor(a)!, parseColor(b)!);

describe('core/palette', () => {
  it('parses the colour syntaxes a computed style or a brand guide uses', () => {
    expect(hex('#0a7')).to.equal('#00aa77');
    expect(hex('#0A7F')).to.equal('#00aa77');
    expect(hex('#1d4ed8')).to.equal('#1d4ed8');
    expect(hex('rgb(29, 78, 216)')).to.equal('#1d4ed8');
    expect(hex('rgba(29, 78, 216, 0.5)')).to.equal('#1d4ed8');
    expect(parseColor('rgba(29, 78, 216, 0.5)')!.alpha).to.equal(0.5);
    expect(hex('rgb(29 78 216 / 50%)')).to.equal('#1d4ed8');
    expect(hex('hsl(0 100% 50%)')).to.equal('#ff0000');
    expect(hex('hsl(120deg, 100%, 25%)')).to.equal('#008000');
    expect(hex('hwb(240 0% 0%)')).to.equal('#0000ff');
    expect(hex('oklch(62.8% 0.2577 29.23)')).to.equal('#ff0000');
    expect(hex('oklab(1 0 0)')).to.equal('#ffffff');
    expect(hex('color(srgb 0 0.5 1)')).to.equal('#0080ff');
    expect(parseColor('transparent')!.alpha).to.equal(0);
  });

  it('rejects what is not a colour instead of guessing', () => {
    for (const bad of [
      '',
      'blue-ish',
      '#12',
      '#12345',
      'rgb(1, 2)',
      'rgb(a, b, c)',
      'url(x)',
      'var(--x)',
    ]) {
      expect(parseColor(bad), bad).to.equal(undefined);
    }
    expect(brandPalette('not a colour')).to.equal(undefined);
  });

  it('computes WCAG contrast ratios', () => {
    expect(ratio('#000', '#fff')).to.be.closeTo(21, 0.001);
    expect(ratio('#777', '#fff')).to.be.closeTo(4.48, 0.01);
    expect(ratio('#1d4ed8', '#1d4ed8')).to.equal(1);
  });

  it('keeps a dark brand colour and puts white text on it', () => {
    const palette = brandPalette('#1d4ed8')!;
    expect(palette.primary).to.equal('#1d4ed8');
    expect(palette.onPrimary).to.equal('#ffffff');
    expect(palette.contrast.onPrimary).to.be.at.least(4.5);
  });

  it('puts black text on a light brand colour (yellow) and darkens it enough to stand out on white', () => {
    const palette = brandPalette('#ffd400')!;
    expect(palette.onPrimary).to.equal('#000000');
    expect(ratio(palette.onPrimary, palette.primary)).to.be.at.least(4.5);
    expect(ratio(palette.primary, DEFAULT_BACKGROUNDS.light)).to.be.at.least(3);
    expect(ratio(palette.accent, DEFAULT_BACKGROUNDS.light)).to.be.at.least(4.5);
  });

  it('lightens a dark brand colour for a dark background, keeping its hue', () => {
    const palette = brandPalette('#1d1d8f', { scheme: 'dark' })!;
    expect(palette.primary).not.to.equal('#1d1d8f');
    expect(ratio(palette.primary, DEFAULT_BACKGROUNDS.dark)).to.be.at.least(3);
    const adjusted = parseColor(palette.primary)!;
    expect(adjusted.b).to.be.greaterThan(adjusted.r);
    expect(ratio(palette.onPrimary, palette.primary)).to.be.at.least(4.5);
  });

  it('honours an explicit background colour', () => {
    const palette = brandPalette('#e11d48', { background: '#fdf2f8' })!;
    expect(ratio(palette.primary, '#fdf2f8')).to.be.at.least(3);
    expect(ratio(palette.accent, '#fdf2f8')).to.be.at.least(4.5);
  });

  it('ensureContrast returns the colour itself when it already passes', () => {
    const navy = parseColor('#001f5b')!;
    expect(toHex(ensureContrast(navy, parseColor('#ffffff')!, 4.5))).to.equal('#001f5b');
  });

  it('any brand colour on either scheme gives text ≥ 4.5:1 on the primary and a primary ≥ 3:1 on the background', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffff }),
        fc.constantFrom('light' as const, 'dark' as const),
        (value, scheme) => {
          const colour = `#${value.toString(16).padStart(6, '0')}`;
          const palette = brandPalette(colour, { scheme })!;
          const background = DEFAULT_BACKGROUNDS[scheme];
          return (
            ratio(palette.onPrimary, palette.primary) >= 4.5 &&
            ratio(palette.primary, background) >= 3 &&
            ratio(palette.accent, background) >= 4.5
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
