export interface BuilderConfig {
  /** What the widget books: one event, a booking page's events or a host's. */
  target: 'resource' | 'page' | 'user';
  id: string;
  connection: 'demo' | 'live';
  baseUrl: string;
  apiKey: string;
  embed: 'inline' | 'popup' | 'floating';
  view: 'month' | 'week' | 'day';
  /** One of the 22 codes, or '' for automatic. */
  language: string;
  theme: 'light' | 'dark' | 'auto';
  /** A CSS colour, or ''. */
  primary: string;
  hideDetails: boolean;
  name: string;
  email: string;
  /** The popup trigger's or the floating button's label. */
  text: string;
  /** Where the header script is hosted. */
  script: string;
}
export const DEFAULTS: BuilderConfig;
export const STUB: string;
export function escapeHtml(text: string): string;
export function jsLiteral(value: unknown): string;
export function widgetOptions(config: Partial<BuilderConfig>): Record<string, string | true>;
export function inlineOptions(config: Partial<BuilderConfig>): Record<string, string | true>;
export function prefillOf(
  config: Partial<BuilderConfig>,
): { name?: string; email?: string } | undefined;
export function htmlSnippet(config: Partial<BuilderConfig>): string;
export function reactSnippet(config: Partial<BuilderConfig>): string;
export function vueSnippet(config: Partial<BuilderConfig>): string;
export function popupOptions(
  config: Partial<BuilderConfig>,
  options?: { text?: boolean },
): Record<string, unknown>;
