export const STRICT_CSP: string;
export const TRUSTED_TYPES_CSP: string;
export const PAGE_POLICIES: Record<string, string>;
export function startCspServer(options?: {
  port?: number;
  host?: string;
  policies?: Record<string, string>;
}): Promise<{ origin: string; close(): Promise<void> }>;
