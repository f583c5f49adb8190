// demo/builder.html: the embed builder. The form is one configuration (kept in the address); the preview shows it
// with the page's build (/dist/embed.js), and the snippets (builder-snippets.mjs) are written as text, never HTML.
import { LANGUAGES } from '../src/api/schemas.js';
import {
  DEFAULTS,
  htmlSnippet,
  inlineOptions,
  popupOptions,
  prefillOf,
  reactSnippet,
  vueSnippet,
  type BuilderConfig,
} from './builder-snippets.mjs';

interface Api {
  open(options: Record<string, unknown>): void;
  floatingButton(options: Record<string, unknown>): void;
}
const api = (): Api => (window as unknown as { BookingWidget: Api }).BookingWidget;

const form = document.querySelector<HTMLFormElement>('#builder')!;
const preview = document.querySelector<HTMLElement>('#preview')!;
const status = document.querySelector<HTMLElement>('#copy-status')!;
const ids = document.querySelector<HTMLDataListElement>('#ids')!;
const field = (name: string) =>
  form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | RadioNodeList;

const language = field('language') as HTMLSelectElement;
for (const code of LANGUAGES) language.add(new Option(code, code));

/** The demo service's ids, as suggestions for each kind (any id can be typed). */
const SUGGESTIONS: Record<BuilderConfig['target'], [string, string][]> = {
  resource: [
    ['101', 'Product demo'],
    ['102', 'Pottery workshop (group)'],
    ['103', 'Sales consultation (round robin)'],
    ['104', 'Contract review (approval)'],
    ['106', 'IT help desk'],
    ['107', 'Coaching session'],
  ],
  page: [['1', 'The demo booking page']],
  user: [
    ['1', 'Maya Chen'],
    ['2', 'Oliver Bennett'],
    ['6', 'Daniel Okafor'],
  ],
};

const KEYS = Object.keys(DEFAULTS) as (keyof BuilderConfig)[];

/** The form's configuration. */
function read(): BuilderConfig {
  const config: Record<string, string | boolean> = {};
  for (const key of KEYS) {
    const input = field(key);
    config[key] =
      input instanceof HTMLInputElement && input.type === 'checkbox' ? input.checked : input.value;
  }
  return config as unknown as BuilderConfig;
}

/** Sets the form to `config`. */
function write(config: BuilderConfig): void {
  for (const key of KEYS) {
    const input = field(key);
    if (input instanceof HTMLInputElement && input.type === 'checkbox')
      input.checked = Boolean(config[key]);
    else input.value = String(config[key]);
  }
}

/** The address's configuration over the defaults. */
function fromAddress(): BuilderConfig {
  const params = new URLSearchParams(location.search);
  const config: Record<string, string | boolean> = { ...DEFAULTS };
  for (const key of KEYS) {
    const value = params.get(key);
    if (value === null) continue;
    config[key] = typeof DEFAULTS[key] === 'boolean' ? value !== 'false' : value;
  }
  return config as unknown as BuilderConfig;
}

function toAddress(config: BuilderConfig): void {
  const params = new URLSearchParams();
  for (const key of KEYS) if (config[key] !== DEFAULTS[key]) params.set(key, String(config[key]));
  history.replaceState(null, '', params.size > 0 ? `?${params}` : location.pathname);
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);

/** The preview: exactly the snippet's configuration, built with DOM calls (values are attribute text). */
function showPreview(config: BuilderConfig): void {
  preview.replaceChildren();
  for (const button of document.querySelectorAll('booking-floating-button')) button.remove();
  if (!config.id.trim()) return;
  if (config.embed === 'inline') {
    const widget = document.createElement('booking-widget');
    for (const [name, value] of Object.entries(inlineOptions(config)))
      widget.setAttribute(kebab(name), value === true ? '' : value);
    const prefill = prefillOf(config);
    if (prefill) Object.assign(widget, { prefill });
    preview.append(widget);
  } else if (config.embed === 'popup') {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = config.text;
    if (prefillOf(config)) button.addEventListener('click', () => api().open(popupOptions(config)));
    else {
      for (const [name, value] of Object.entries(inlineOptions(config)))
        button.setAttribute(`data-booking-${kebab(name)}`, value === true ? '' : String(value));
    }
    preview.append(button);
  } else {
    preview.textContent = 'The floating button is in the corner of this page.';
    api().floatingButton(popupOptions(config, { text: true }));
  }
}

function update(): void {
  const config = read();
  ids.replaceChildren(...SUGGESTIONS[config.target].map(([id, label]) => new Option(label, id)));
  for (const name of ['baseUrl', 'apiKey'])
    (field(name) as HTMLInputElement).disabled = config.connection === 'demo';
  (field('text') as HTMLInputElement).disabled = config.embed === 'inline';
  toAddress(config);
  document.querySelector('#html-code')!.textContent = htmlSnippet(config);
  document.querySelector('#react-code')!.textContent = reactSnippet(config);
  document.querySelector('#vue-code')!.textContent = vueSnippet(config);
  showPreview(config);
}

/** Copies a snippet: the clipboard when the browser allows it, else the text is selected for Ctrl+C / ⌘C. */
async function copy(button: HTMLButtonElement): Promise<void> {
  const code = document.getElementById(button.dataset['copy'] ?? '')!;
  const text = code.textContent ?? '';
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = 'Copied to the clipboard.';
  } catch {
    const range = document.createRange();
    range.selectNodeContents(code);
    const selection = getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    code.focus();
    status.textContent = 'Selected: press Ctrl+C (⌘C on a Mac) to copy.';
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;
form.addEventListener('input', (event) => {
  clearTimeout(timer);
  // Typing rebuilds once the typist pauses; a choice at once.
  const typing = event.target instanceof HTMLInputElement && event.target.type !== 'checkbox';
  timer = setTimeout(update, typing && event.target.type !== 'radio' ? 400 : 0);
});
form.addEventListener('submit', (event) => event.preventDefault());
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy]'))
  button.addEventListener('click', () => void copy(button));

write(fromAddress());
update();
