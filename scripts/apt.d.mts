export function findExecutable(envVar: string, candidates: readonly string[]): string | undefined;
export function ensureExecutable(options: {
  name: string;
  envVar: string;
  candidates: readonly string[];
  aptPackage: string;
  aptOptions?: string;
}): string;
