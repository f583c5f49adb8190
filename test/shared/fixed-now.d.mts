export const DEFAULT_NOW: string;
export function fixedNow(): number;
