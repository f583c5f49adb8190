import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import ts from 'typescript';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

const DIST = resolve('dist');
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

/**
 * Lowers standard (TC39 2023) decorators — `@property() accessor x` — which Oxc/Rolldown leave as they are
 * and browsers do not run yet. TypeScript's transpiler does it per file; only files using decorators go
 * through it, the rest stays with Oxc. Same in the build and the dev server.
 */
function lowerDecorators(): Plugin {
  const DECORATED = /^\s*@[\w.]+(?:\(|\s)/m;
  return {
    name: 'lower-standard-decorators',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || !DECORATED.test(code))
        return null;
      const output = ts.transpileModule(code, {
        fileName: file,
        compilerOptions: {
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          useDefineForClassFields: true,
          verbatimModuleSyntax: true,
          jsx: ts.JsxEmit.ReactJSX,
          sourceMap: true,
          inlineSources: true,
        },
      });
      return {
        code: output.outputText.replace(/\/\/# sourceMappingURL=.*$/m, ''),
        map: output.sourceMapText ?? null,
      };
    },
  };
}

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

// The ES module build (`dist/booking-widget.js`, `dist/booking-popup.js`, `dist/chunks/*`) and the dev server
// of the demo pages. lit, luxon and zod are bundled: dist/ is self-contained for CDN use (docs/embedding.md).
export default defineConfig({
  server: { host: '127.0.0.1' },
  plugins: [lowerDecorators(), serveBuiltDist()],
  // The Vue demo compiles its template at run time (the full build); the library never imports Vue.
  resolve: { alias: { vue: 'vue/dist/vue.esm-bundler.js' } },
  // Optimised when the server starts, so a first visit of any demo page never reloads it mid-test.
  optimizeDeps: {
    include: [
      'lit',
      'lit/decorators.js',
      'lit/directives/if-defined.js',
      'lit/directives/live.js',
      'lit/directives/repeat.js',
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
    rolldownOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js', minify: true } },
  },
});
