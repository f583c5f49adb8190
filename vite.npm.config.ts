import { defineConfig, mergeConfig } from 'vite';
import cdn from './vite.config.js';

/**
 * The npm module (`dist/npm/`): the same entries and chunks as the CDN build, but lit, @lit/task and zod stay
 * imports (the package's `dependencies`), so an app that uses them too gets one copy. What only demo mode uses
 * (the mock's hono and luxon) is bundled into its lazily loaded chunk: an app installs nothing it doesn't run.
 * Not minified beyond the templates (the app's bundler minifies), with `@__PURE__` annotations kept for it.
 */
export default mergeConfig(
  cdn,
  defineConfig({
    build: {
      outDir: 'dist/npm',
      emptyOutDir: true,
      minify: false,
      manifest: false,
      rolldownOptions: {
        external: [/^lit(\/|$)/, /^@lit\/task(\/|$)/, /^zod(\/|$)/],
        output: { minify: false, comments: { legal: true, annotation: true, jsdoc: false } },
      },
    },
  }),
);
