// A check shared by the unit tests (catalog messages) and the browser tests (the page's text).

/** Whether a bracket opens while another is still open: "(Coordinated Universal Time (GMT+0))". */
export function nestsBrackets(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if ('(（'.includes(char) && ++depth > 1) return true;
    if (')）'.includes(char)) depth = Math.max(0, depth - 1);
  }
  return false;
}
