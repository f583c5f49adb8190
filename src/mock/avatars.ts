/**
 * Portraits for the demo hosts, drawn here as SVG and carried as `data:` URIs: showing one makes no request
 * (the mock runs offline, in the page or on 127.0.0.1), and a strict CSP allows them (`img-src data:`).
 * Flat illustrations, not photos of anyone.
 */
interface Look {
  /** Background, skin, hair and clothing colours. */
  background: string;
  skin: string;
  hair: string;
  shirt: string;
  /** Short hair, long hair, or a bun. */
  hairStyle: 'short' | 'long' | 'bun';
}

const HAIR: Record<Look['hairStyle'], (hair: string) => string> = {
  short: (hair) =>
    `<path d="M19 29c0-10 6-15 13-15s13 5 13 15c-3-5-8-7-13-7s-10 2-13 7z" fill="${hair}"/>`,
  long: (hair) =>
    `<path d="M17 44c-1-19 5-30 15-30s16 11 15 30c-2-4-3-10-3-15-3-4-7-6-12-6s-9 2-12 6c0 5-1 11-3 15z" fill="${hair}"/>`,
  bun: (hair) =>
    `<circle cx="32" cy="11" r="6" fill="${hair}"/><path d="M19 29c0-10 6-15 13-15s13 5 13 15c-3-5-8-7-13-7s-10 2-13 7z" fill="${hair}"/>`,
};

/** A 64×64 portrait (head and shoulders) as a `data:image/svg+xml` URI. */
export function portrait(look: Look): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<rect width="64" height="64" fill="${look.background}"/>` +
    `<path d="M10 64c1-13 10-20 22-20s21 7 22 20z" fill="${look.shirt}"/>` +
    `<rect x="27" y="36" width="10" height="10" rx="4" fill="${look.skin}"/>` +
    `<ellipse cx="32" cy="29" rx="11" ry="13" fill="${look.skin}"/>` +
    HAIR[look.hairStyle](look.hair) +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The demo account's hosts' portraits, by user name. */
export const AVATARS = {
  mayaChen: portrait({
    background: '#dbeafe',
    skin: '#f1c9a5',
    hair: '#1f1a17',
    shirt: '#2563eb',
    hairStyle: 'long',
  }),
  jordanReyes: portrait({
    background: '#d1fae5',
    skin: '#c68863',
    hair: '#2b1d14',
    shirt: '#059669',
    hairStyle: 'short',
  }),
  lenaHoffmann: portrait({
    background: '#fef3c7',
    skin: '#f5d0b5',
    hair: '#b7791f',
    shirt: '#7c3aed',
    hairStyle: 'bun',
  }),
  sofiaAlvarez: portrait({
    background: '#fce7f3',
    skin: '#e0a98a',
    hair: '#3b2416',
    shirt: '#db2777',
    hairStyle: 'long',
  }),
  alexRivera: portrait({
    background: '#ede9fe',
    skin: '#d7a07c',
    hair: '#4a3426',
    shirt: '#0f766e',
    hairStyle: 'short',
  }),
} as const;
