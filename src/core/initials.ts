/**
 * A person's initials for an avatar that has no picture: the first letter of the first and the last word
 * ("Maya Chen" → "MC", "María José de la Cruz" → "MC"), upper-cased in the person's script; a single word gives
 * one letter, and a name in a script without spaces (陈玛雅, 山田太郎) its first character. Letters are whole
 * graphemes, so an accent or a surrogate pair is never cut.
 */
// Made on first use, not at import: its break rules load with it, and most pages show no initials.
let segmenter: Intl.Segmenter | undefined;

const firstGrapheme = (word: string): string =>
  (segmenter ??= new Intl.Segmenter()).segment(word)[Symbol.iterator]().next().value?.segment ?? '';

export function initials(name: string | null | undefined): string {
  // Words of letters and digits: punctuation and brackets never become an initial.
  const words = (name ?? '').split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);
  if (words.length === 0) return '';
  const first = firstGrapheme(words[0]!);
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1]!) : '';
  return `${first}${last}`.toLocaleUpperCase();
}
