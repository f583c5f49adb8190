// Runs IN the page (serialised by puppeteer-core / webdriverio, so it must stay self-contained): finds elements
// through open shadow roots and describes them as a user meets them. No engine-specific selector syntax: the
// same probe serves Firefox over WebDriver BiDi and WebKit over classic WebDriver.

/**
 * `request.op`:
 * - 'find': the first visible element matching `css` (and `text`, a regular expression on its text, and
 *   `label`, one on its label's text); scrolled into view, with its centre in viewport pixels, or null.
 * - 'focus': the focused element at the bottom of document → shadowRoot.activeElement, and whether the page has
 *   the keyboard (`pageHasKeyboard`).
 * - 'text': the text of the first visible element matching `css` ('' when none).
 * `within`: only elements inside (through shadow roots) the first element matching that selector.
 * `any: [request, …]` in place of `css`/`text`/`label`: the first of those that finds something, with `which`,
 * its index.
 */
export function probe(request) {
  const all = [];
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      all.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  const clean = (value) => (value ?? '').replace(/\s+/g, ' ').trim();
  const text = (element) => clean(element.textContent);
  const labelOf = (element) =>
    clean(
      element.getAttribute('aria-label') ??
        [...(element.labels ?? [])].map((label) => label.textContent).join(' '),
    );
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.ownerDocument.defaultView.getComputedStyle(element).visibility !== 'hidden'
    );
  };
  const describe = (element) => ({
    tag: element.tagName.toLowerCase(),
    text: text(element),
    label: labelOf(element),
    part: element.getAttribute('part') ?? '',
    type: element.getAttribute('type') ?? '',
    name: element.getAttribute('name') ?? '',
    value: 'value' in element ? String(element.value) : '',
    checked: element.checked === true,
    instant: element.getAttribute('data-instant') ?? '',
    date: element.getAttribute('data-date') ?? '',
    disabled: element.disabled === true || element.getAttribute('aria-disabled') === 'true',
  });
  const inside = (element, host) => {
    for (let node = element; node; node = node.parentElement ?? node.getRootNode().host) {
      if (node === host) return true;
    }
    return false;
  };
  const scope = request.within ? all.find((element) => element.matches(request.within)) : null;
  const matches = (element, wanted) =>
    (!request.within || (scope && inside(element, scope))) &&
    element.matches(wanted.css) &&
    visible(element) &&
    (!wanted.text || new RegExp(wanted.text).test(text(element))) &&
    (!wanted.label || new RegExp(wanted.label).test(labelOf(element)));

  if (request.op === 'focus') {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    // Whether the page has the keyboard at all: a Tab past the last control leaves it for the browser's own UI.
    return active ? { ...describe(active), pageHasKeyboard: document.hasFocus() } : null;
  }
  let found;
  let which = 0;
  for (const [index, wanted] of (request.any ?? [request]).entries()) {
    found = all.find((element) => matches(element, wanted));
    which = index;
    if (found) break;
  }
  if (request.op === 'text') return found ? text(found) : '';
  if (!found) return null;
  found.scrollIntoView({ block: 'center', inline: 'center' });
  const box = found.getBoundingClientRect();
  return {
    ...describe(found),
    which,
    x: Math.round(box.left + box.width / 2),
    y: Math.round(box.top + box.height / 2),
  };
}
