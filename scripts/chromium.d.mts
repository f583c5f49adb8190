export function findChromium(): string | undefined;
export function ensureChromium(): string;
export const chromiumArgs: string[];
