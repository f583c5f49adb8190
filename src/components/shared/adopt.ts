/**
 * Adds a lazily loaded element's styles to the shadow root it renders into (its light DOM lives there), once:
 * the widget's own sheet need not carry the styles of screens most pages never show.
 */
import type { CSSResult } from 'lit';

export function adoptInto(root: Node, styles: CSSResult): void {
  const sheet = styles.styleSheet;
  if (!(root instanceof ShadowRoot) || !sheet || root.adoptedStyleSheets.includes(sheet)) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
