// The embed builder's React and Vue output (demo/builder-snippets.mjs, what demo/builder.html shows) written into
// the consumer apps' sources, one component per way of showing it, so that run.mjs type-checks, builds and books
// it with the apps (no app of its own): `<app>/index.html?mode=inline|popup|floating` renders that one instead of
// the app.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { reactSnippet, vueSnippet } from '../../demo/builder-snippets.mjs';

const VISITOR = { name: 'Ada Lovelace', email: 'ada@example.com' };

/** The builder's configurations: resource 106 in demo mode, the visitor prefilled, a label run.mjs clicks. */
export const BUILDER_MODES = {
  inline: { id: '106', view: 'week', primary: '#0f766e', ...VISITOR },
  popup: { id: '106', embed: 'popup', theme: 'dark', text: 'Book a demo', ...VISITOR },
  floating: { id: '106', embed: 'floating', hideDetails: true, text: 'Book a call', ...VISITOR },
};

const MODES = Object.keys(BUILDER_MODES);
const capital = (mode) => mode[0].toUpperCase() + mode.slice(1);
const chooser = `const modes = { ${MODES.map((mode) => `${mode}: ${capital(mode)}`).join(', ')} };
const chosen = modes[new URLSearchParams(location.search).get('mode') as keyof typeof modes];`;

/** Replaces `from` in `file` (which must hold it) by `to`. */
function edit(file, from, to) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer holds ${from}`);
  writeFileSync(file, text.replace(from, to));
}

/** Adds the builder's components to the copies of the apps in `work` (react/, vue/). */
export function writeBuilderApps(work) {
  const react = join(work, 'react');
  for (const mode of MODES)
    writeFileSync(join(react, `builder-${mode}.tsx`), reactSnippet(BUILDER_MODES[mode]));
  writeFileSync(
    join(react, 'builder.tsx'),
    `${MODES.map((mode) => `import { Booking as ${capital(mode)} } from './builder-${mode}';`).join('\n')}

${chooser}

export function Builder() {
  const Chosen = chosen;
  return <Chosen />;
}
`,
  );
  const reactMain = join(react, 'main.tsx');
  edit(
    reactMain,
    "import { App } from './app';",
    "import { App } from './app';\nimport { Builder } from './builder';",
  );
  edit(reactMain, '<App />', "{location.search.includes('mode=') ? <Builder /> : <App />}");

  const vue = join(work, 'vue');
  for (const mode of MODES)
    writeFileSync(join(vue, `Builder${capital(mode)}.vue`), vueSnippet(BUILDER_MODES[mode]));
  writeFileSync(
    join(vue, 'Builder.vue'),
    `<script setup lang="ts">
${MODES.map((mode) => `import ${capital(mode)} from './Builder${capital(mode)}.vue';`).join('\n')}

${chooser}
</script>

<template>
  <component :is="chosen" />
</template>
`,
  );
  const vueMain = join(vue, 'main.ts');
  edit(
    vueMain,
    "import App from './App.vue';",
    "import App from './App.vue';\nimport Builder from './Builder.vue';",
  );
  edit(vueMain, 'createApp(App)', "createApp(location.search.includes('mode=') ? Builder : App)");
}
