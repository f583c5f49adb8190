// The embed builder's snippets (demo/builder.html), from one configuration: the HTML a site pastes (with the header
// script tag), a React component and a Vue single-file component. Plain JavaScript so that Node's consumer test
// (test/consumers/run.mjs) writes the same output into its apps. Everything typed in the builder is text: HTML
// attribute values are escaped, JavaScript values are JSON with `<` escaped (no `</script>` can end a script).

/** Escapes text for an HTML attribute value or text content. */
export const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

/** A string as a JSON literal, safe inside a `<script>` element and a Vue attribute (`<`, `>`, `&`, `'` escaped). */
const jsString = (text) =>
  JSON.stringify(String(text)).replace(
    /[<>&']/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** A JavaScript literal of `value` on one line (`{ resource: "101", demo: true }`), strings as `jsString`. */
export const jsLiteral = (value) => {
  if (typeof value === 'string') return jsString(value);
  if (typeof value !== 'object' || value === null) return String(value);
  const entries = Object.entries(value).map(
    ([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key)}: ${jsLiteral(item)}`,
  );
  return `{ ${entries.join(', ')} }`;
};

/** The queue stub of the README: calls made before the header script has run wait in it. */
export const STUB =
  "window.BookingWidget=window.BookingWidget||{q:[],open(){this.q.push(['open',arguments])},close(){this.q.push(['close',arguments])},on(){this.q.push(['on',arguments])},floatingButton(){this.q.push(['floatingButton',arguments])},configure(){this.q.push(['configure',arguments])}};";

/** The defaults: what the builder starts with, and the values a snippet leaves out. */
export const DEFAULTS = {
  target: 'resource',
  id: '101',
  connection: 'demo',
  baseUrl: '/booking-api/v1',
  apiKey: '',
  embed: 'inline',
  view: 'month',
  language: '',
  theme: 'light',
  primary: '',
  hideDetails: false,
  name: '',
  email: '',
  text: 'Book now',
  script: '/booking/embed.js',
};

/** The widget's options for `config`, in `open()`'s camelCase, leaving out defaults. */
export function widgetOptions(config) {
  const c = { ...DEFAULTS, ...config };
  const options = { [c.target]: c.id.trim() };
  if (c.connection === 'demo') options.demo = true;
  else {
    options.baseUrl = c.baseUrl.trim();
    if (c.apiKey.trim()) options.apiKey = c.apiKey.trim();
  }
  if (c.view !== 'month') options.view = c.view;
  if (c.language) options.language = c.language;
  if (c.theme !== 'light') options.theme = c.theme;
  if (c.hideDetails) options.hideDetails = true;
  return options;
}

/** The inline widget's attributes: the widget's options and the brand colour (`primary`, as the popup's). */
export function inlineOptions(config) {
  const c = { ...DEFAULTS, ...config };
  const options = widgetOptions(c);
  if (c.primary.trim()) options.primary = c.primary.trim();
  return options;
}

/** The prefill of `config`, or undefined without a name or an e-mail. */
export function prefillOf(config) {
  const c = { ...DEFAULTS, ...config };
  const prefill = {};
  if (c.name.trim()) prefill.name = c.name.trim();
  if (c.email.trim()) prefill.email = c.email.trim();
  return Object.keys(prefill).length > 0 ? prefill : undefined;
}

const kebab = (name) => name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);

/** ` name="value"` pairs (a boolean option: the name alone), escaped, with `prefix` before each name. */
const attributes = (options, prefix = '') =>
  Object.entries(options)
    .map(([name, value]) =>
      value === true
        ? ` ${prefix}${kebab(name)}`
        : ` ${prefix}${kebab(name)}="${escapeHtml(value)}"`,
    )
    .join('');

/** Every option of the popup and the floating button: the widget's, the brand colour, prefill, the button's text. */
export function popupOptions(config, { text = false } = {}) {
  const c = { ...DEFAULTS, ...config };
  const options = widgetOptions(c);
  if (c.primary.trim()) options.primary = c.primary.trim();
  const prefill = prefillOf(c);
  if (prefill) options.prefill = prefill;
  if (text) options.text = c.text;
  return options;
}

/** The HTML a site pastes: the header script tag, then the widget, the trigger or the floating button. */
export function htmlSnippet(config) {
  const c = { ...DEFAULTS, ...config };
  // From another origin (a CDN), `crossorigin`: the header script then comes over the connection its modules use
  // (they load in CORS mode, and a browser keeps those connections apart from a plain script's), so a visitor's
  // first tap finds it open instead of opening another (docs/embedding.md, "Hosting `dist/` on another origin").
  const crossorigin = /^(https?:)?\/\//i.test(c.script.trim()) ? ' crossorigin' : '';
  const head = `<!-- in <head>, once per page: the header script where you host dist/ -->\n<script src="${escapeHtml(c.script)}"${crossorigin} defer></script>\n`;
  const prefill = prefillOf(c);
  if (c.embed === 'inline') {
    const tag = `<booking-widget${attributes(inlineOptions(c))}></booking-widget>`;
    if (!prefill) return `${head}\n${tag}\n`;
    return `${head}\n${tag}\n<script>\n  document.currentScript.previousElementSibling.prefill = ${jsLiteral(prefill)};\n</script>\n`;
  }
  if (c.embed === 'popup' && !prefill) {
    return `${head}\n<button type="button"${attributes(inlineOptions(c), 'data-booking-')}>${escapeHtml(c.text)}</button>\n`;
  }
  if (c.embed === 'popup') {
    // A trigger's attributes can't carry a prefill: the button opens the popup from code.
    return `${head}\n<button type="button" id="book-button">${escapeHtml(c.text)}</button>\n<script>\n  ${STUB}\n  document.getElementById('book-button').addEventListener('click', () =>\n    BookingWidget.open(${jsLiteral(popupOptions(c))}),\n  );\n</script>\n`;
  }
  return `${head}\n<script>\n  ${STUB}\n  BookingWidget.floatingButton(${jsLiteral(popupOptions(c, { text: true }))});\n</script>\n`;
}

/** JSX attributes: strings as JSON string literals in braces, `true` as the name alone. */
const jsxAttributes = (options) =>
  Object.entries(options)
    .map(([name, value]) =>
      value === true ? `\n      ${kebab(name)}` : `\n      ${kebab(name)}={${jsLiteral(value)}}`,
    )
    .join('');

/** A React 19 component (`Booking`) for the app's sources. */
export function reactSnippet(config) {
  const c = { ...DEFAULTS, ...config };
  if (c.embed === 'inline') {
    const prefill = prefillOf(c);
    return `import 'booking-widget';
import type {} from 'booking-widget/jsx';

export function Booking() {
  return (
    <booking-widget${jsxAttributes(inlineOptions(c))}${prefill ? `\n      prefill={${jsLiteral(prefill)}}` : ''}
    />
  );
}
`;
  }
  if (c.embed === 'popup') {
    return `import { open } from 'booking-widget/popup';

export function Booking() {
  return (
    <button
      type="button"
      onClick={() => open(${jsLiteral(popupOptions(c))})}
    >
      {${jsLiteral(c.text)}}
    </button>
  );
}
`;
  }
  return `import { useEffect } from 'react';
import { floatingButton } from 'booking-widget/popup';

export function Booking() {
  useEffect(() => {
    const button = floatingButton(${jsLiteral(popupOptions(c, { text: true }))});
    return () => button?.remove();
  }, []);
  return null;
}
`;
}

/** A Vue 3 single-file component. */
export function vueSnippet(config) {
  const c = { ...DEFAULTS, ...config };
  if (c.embed === 'inline') {
    const prefill = prefillOf(c);
    const attrs = Object.entries(inlineOptions(c))
      .map(([name, value]) =>
        value === true ? `\n    ${kebab(name)}` : `\n    ${kebab(name)}="${escapeHtml(value)}"`,
      )
      .join('');
    return `<script setup lang="ts">
import 'booking-widget';
${prefill ? `\nconst prefill = ${jsLiteral(prefill)};\n` : ''}</script>

<template>
  <booking-widget${attrs}${prefill ? '\n    :prefill.prop="prefill"' : ''}
  />
</template>
`;
  }
  if (c.embed === 'popup') {
    return `<script setup lang="ts">
import { open } from 'booking-widget/popup';

const text = ${jsLiteral(c.text)};
const book = () => open(${jsLiteral(popupOptions(c))});
</script>

<template>
  <button type="button" @click="book">{{ text }}</button>
</template>
`;
  }
  return `<script setup lang="ts">
import { onBeforeUnmount, onMounted } from 'vue';
import { floatingButton } from 'booking-widget/popup';

let button: ReturnType<typeof floatingButton>;
onMounted(() => (button = floatingButton(${jsLiteral(popupOptions(c, { text: true }))})));
onBeforeUnmount(() => button?.remove());
</script>
`;
}
