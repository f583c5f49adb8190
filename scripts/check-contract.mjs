// Checks the public contract three ways: DESIGN §3's names are all in custom-elements.json (generated
// from the doc comments by `npm run build`), and every public name in custom-elements.json is in the
// README and in docs/element.md. Exits 1 with the list of what is missing.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const readme = readFileSync('README.md', 'utf8');
const reference = readFileSync('docs/element.md', 'utf8');

/** Elements whose contract is public: the widget itself and the popup that wraps it. */
const PUBLIC_TAGS = ['booking-widget', 'booking-dialog'];

const DESIGN = {
  attributes: [
    'resource', 'api-key', 'base-url', 'demo', 'view', 'timezone', 'language', 'duration', 'date',
    'theme', 'hide-details',
  ],
  events: [
    'booking-ready', 'booking-date-selected', 'booking-slot-selected', 'booking-confirmed',
    'booking-error', 'booking-open', 'booking-close',
  ],
  cssParts: [
    'header', 'calendar', 'day', 'available', 'selected', 'today', 'slot', 'timezone', 'form',
    'field', 'submit', 'confirmation', 'error', 'dialog',
  ],
  cssProperties: [
    '--booking-primary', '--booking-on-primary', '--booking-bg', '--booking-fg', '--booking-muted',
    '--booking-radius', '--booking-font',
  ],
}; // prettier-ignore

const declarations = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration) => PUBLIC_TAGS.includes(declaration.tagName));

const manifestNames = {
  attributes: new Set(),
  events: new Set(),
  cssParts: new Set(),
  cssProperties: new Set(),
};
for (const declaration of declarations) {
  for (const kind of Object.keys(manifestNames)) {
    for (const entry of declaration[kind] ?? []) {
      manifestNames[kind].add(entry.name);
    }
  }
}

const problems = [];
const missingTags = PUBLIC_TAGS.filter((tag) => !declarations.some((d) => d.tagName === tag));
for (const tag of missingTags) problems.push(`custom-elements.json has no <${tag}>`);

for (const [kind, names] of Object.entries(DESIGN)) {
  for (const name of names) {
    if (!manifestNames[kind].has(name))
      problems.push(`DESIGN §3 ${kind} "${name}" missing from custom-elements.json`);
  }
}
const mentioned = (text, name) => text.includes(`\`${name}\``);
for (const [kind, names] of Object.entries(manifestNames)) {
  for (const name of names) {
    if (!mentioned(readme, name)) problems.push(`README.md does not list ${kind} \`${name}\``);
    if (!mentioned(reference, name))
      problems.push(`docs/element.md does not list ${kind} \`${name}\``);
  }
}

if (problems.length > 0) {
  console.error(`Public contract out of step (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const counts = Object.entries(manifestNames).map(([kind, names]) => `${names.size} ${kind}`);
console.log(
  `Contract: README, docs/element.md and custom-elements.json agree (${counts.join(', ')}).`,
);
