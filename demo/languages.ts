// demo/languages.html: switches the inline widget and the popup trigger between the 22 languages.
import { LANGUAGES } from '../src/api/schemas.js';

const select = document.querySelector<HTMLSelectElement>('#language')!;
const widget = document.querySelector<HTMLElement>('#widget')!;
const popup = document.querySelector<HTMLElement>('#popup')!;
const names = new Intl.DisplayNames(['en'], { type: 'language' });
const bcp47 = (code: string): string => (code === 'est' ? 'et' : code);

for (const code of LANGUAGES) {
  const option = document.createElement('option');
  option.value = code;
  const native = new Intl.DisplayNames([bcp47(code)], { type: 'language' }).of(bcp47(code)) ?? code;
  option.textContent = `${native} — ${names.of(bcp47(code)) ?? code} (${code})`;
  select.append(option);
}
const initial = new URLSearchParams(location.search).get('language') ?? 'en-US';
select.value = initial;

function apply(language: string): void {
  widget.setAttribute('language', language);
  popup.dataset['bookingLanguage'] = language;
  const url = new URL(location.href);
  url.searchParams.set('language', language);
  history.replaceState(null, '', url);
}
select.addEventListener('change', () => apply(select.value));
apply(initial);
