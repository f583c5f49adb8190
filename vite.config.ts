import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import minifyHtmlLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { defaultShouldMinifyCSS } from '@lit-labs/rollup-plugin-minify-html-literals/lib/minify-html-literals.js';
import { CHUNK_GROUPS } from './scripts/chunk-map.mjs';

// BOOKING_DIST_DIR: serve a private build (e.g. one made with `vite build --outDir /tmp/x`) as /dist/.
const DIST = resolve(process.env.BOOKING_DIST_DIR ?? 'dist');
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

/**
 * The dev server serves `/dist/*` byte for byte, as a CDN would: Vite would otherwise transform the built
 * files (and turn the classic `embed.js` into a module). The demo pages and browser tests load the build.
 */
function serveBuiltDist(): Plugin {
  return {
    name: 'serve-built-dist',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (!pathname.startsWith('/dist/')) return next();
        const file = resolve(DIST, decodeURIComponent(pathname.slice('/dist/'.length)));
        if (!file.startsWith(DIST + sep) || !existsSync(file) || !statSync(file).isFile())
          return next();
        response.setHeader(
          'Content-Type',
          CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        );
        response.setHeader('Cache-Control', 'no-cache');
        response.setHeader('Access-Control-Allow-Origin', '*');
        createReadStream(file).pipe(response);
      });
    },
  };
}

/** The demo pages name no icon: the browser's own request for one gets an empty answer, not a 404 on the console. */
function noFavicon(): Plugin {
  return {
    name: 'no-favicon',
    configureServer(server) {
      server.middlewares.use(
        '/favicon.ico',
        (_request, response) => void response.writeHead(204).end(),
      );
    },
  };
}

/** The chunks (scripts/chunk-map.mjs groups) that carry V8's compile hint; see `postBanner` below. */
const EAGER = new Set(['src', 'book-step']);

// The ES module build (`dist/booking-widget.js`, `dist/booking-popup.js`, `dist/chunks/*`) and the dev server
// of the demo pages. lit, luxon and zod are bundled: dist/ is self-contained for CDN use (docs/embedding.md).
export default defineConfig({
  server: { host: '127.0.0.1' },
  plugins: [
    // Lit's template minifier: the static parts of html`…` and css`…` literals in src/ (expressions untouched),
    // in the production build only. A css`…` fragment that is a declaration list (no rule of its own, spliced
    // into a rule of another sheet) is no stylesheet its CSS parser accepts: left as written.
    {
      ...minifyHtmlLiterals({
        include: ['src/**/*.ts'],
        failOnError: true,
        options: {
          // SVG shapes are written self-closing (`<rect/><path/>`): without the slash, the parser nests each
          // following shape inside the one before, and a nested shape is not drawn.
          minifyOptions: { conservativeCollapse: true, keepClosingSlash: true },
          shouldMinifyCSS: (template) =>
            defaultShouldMinifyCSS(template) &&
            template.parts.some((part) => part.text.includes('{')),
        },
      }),
      apply: 'build',
    },
    serveBuiltDist(),
    noFavicon(),
  ],
  // The Vue demo compiles its template at run time (the full build); the library never imports Vue.
  resolve: { alias: { vue: 'vue/dist/vue.esm-bundler.js' } },
  // Optimised when the server starts, so a first visit of any demo page never reloads it mid-test.
  optimizeDeps: {
    // The pages the server shows: not test/consumers/, whose apps import the packed package.
    entries: ['index.html', 'demo/**/*.html'],
    include: [
      'lit',
      'lit/directive.js',
      '@lit/task',
      'luxon',
      'zod/mini',
      'hono',
      'hono/cors',
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom/client',
      'vue',
    ],
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    minify: true,
    // dist/.vite/manifest.json: the module graph the size budgets and the bench read.
    manifest: true,
    lib: {
      entry: {
        'booking-widget': 'src/index.ts',
        'booking-popup': 'src/components/booking-dialog/popup.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: {
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        minify: true,
        // No `/* @__PURE__ */` annotations (≈ 0.5 KB gzip of the show-slots set): dist/ is a finished bundle for
        // the CDN and npm alike (lit, zod bundled in), which a re-bundler has little to tree-shake from.
        comments: { legal: true, annotation: false, jsdoc: false },
        // The shared chunk and the form's are compiled whole while they stream in, off the main thread (V8's explicit
        // compile hint; other engines read a comment). Two thirds of the shared one runs before the first time is
        // painted (bench/first-paint-coverage.ts), nearly all of the form's when a time is picked, and compiling
        // each function on its first call held up those frames (main-thread CPU after the shared chunk's arrival
        // −10 to −20%, bench/first-paint-work.ts; a time's click to the form painted −5 ms of 30). Not the smaller
        // chunks: a script too small to stream would be compiled whole on the main thread. (Undefined, not '': an
        // empty banner still adds a line break to every other file.)
        postBanner: (chunk) =>
          (EAGER.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : undefined) as string,
        // The chunk map (scripts/chunk-map.mjs), which the size budgets read too.
        codeSplitting: {
          groups: CHUNK_GROUPS.map(({ name, priority, tags, test }) => ({
            name,
            priority,
            ...(tags ? { tags } : {}),
            test,
          })),
        },
      },
    },
  },
});
