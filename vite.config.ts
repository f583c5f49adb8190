import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

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

/**
 * Build-time minification of Lit's tagged templates (issue 7 budgets). Only the static parts of
 * css`…` and html`…` literals change; expressions (`${…}`) are kept byte for byte.
 * - css: comments removed, whitespace collapsed, spaces around `{ } ; ,` and after `:` dropped, `;}` → `}`;
 *   quoted strings (`content: '⚠  '`, `url("…")`) are kept as written.
 * - html: a whitespace run that contains a line break becomes one space (lit-html renders it as a text
 *   node whose layout is the same under `white-space: normal`); runs without a line break stay. Skipped
 *   inside <pre>, <textarea>, <style> and <script>, and inside quoted attribute values.
 */
type Part = { start: number; end: number };

/** Finds the static parts of every css`…` / html`…` template in a JS/TS module. */
function findTemplates(code: string): Array<{ tag: 'css' | 'html'; parts: Part[] }> {
  const found: Array<{ tag: 'css' | 'html'; parts: Part[] }> = [];
  let i = 0;
  let lastSignificant = '';
  // Skips a template literal starting after its opening backtick; returns the index after the closing one.
  const skipTemplate = (from: number, parts: Part[] | undefined): number => {
    let j = from;
    let partStart = from;
    while (j < code.length) {
      const c = code[j];
      if (c === '\\') j += 2;
      else if (c === '`') {
        parts?.push({ start: partStart, end: j });
        return j + 1;
      } else if (c === '$' && code[j + 1] === '{') {
        parts?.push({ start: partStart, end: j });
        j = skipCode(j + 2, true);
        partStart = j;
      } else j++;
    }
    throw new Error('unterminated template literal');
  };
  const skipString = (from: number, quote: string): number => {
    let j = from;
    while (j < code.length && code[j] !== quote) j += code[j] === '\\' ? 2 : 1;
    return j + 1;
  };
  const skipRegex = (from: number): number => {
    let j = from;
    let inClass = false;
    while (j < code.length) {
      const c = code[j];
      if (c === '\\') j += 2;
      else {
        if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if (c === '/' && !inClass) return j + 1;
        else if (c === '\n') return j; // not a regex after all
        j++;
      }
    }
    return j;
  };
  // Scans code; when `untilBrace`, stops after the `}` closing a `${`.
  const skipCode = (from: number, untilBrace: boolean): number => {
    let j = from;
    let depth = 0;
    while (j < code.length) {
      const c = code[j]!;
      if (c === '/' && code[j + 1] === '/') {
        const end = code.indexOf('\n', j);
        j = end < 0 ? code.length : end;
        continue;
      }
      if (c === '/' && code[j + 1] === '*') {
        const end = code.indexOf('*/', j + 2);
        j = end < 0 ? code.length : end + 2;
        continue;
      }
      if (c === '"' || c === "'") {
        j = skipString(j + 1, c);
        lastSignificant = 'a';
        continue;
      }
      if (c === '`') {
        const tagMatch = /(?:^|[^\w$.])(css|html)\s*$/.exec(code.slice(Math.max(0, j - 12), j));
        const parts: Part[] | undefined = tagMatch ? [] : undefined;
        j = skipTemplate(j + 1, parts);
        if (tagMatch && parts) found.push({ tag: tagMatch[1] as 'css' | 'html', parts });
        lastSignificant = 'a';
        continue;
      }
      if (c === '/') {
        if (lastSignificant === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(lastSignificant)) {
          j = skipRegex(j + 1);
          lastSignificant = 'a';
          continue;
        }
      }
      if (c === '{') depth++;
      if (c === '}') {
        if (untilBrace && depth === 0) {
          lastSignificant = 'a';
          return j + 1;
        }
        depth--;
      }
      if (!/\s/.test(c)) lastSignificant = /[\w$)\]]/.test(c) ? 'a' : c;
      // `return /re/`, `typeof /re/` …: a keyword before a slash starts a regex
      if (/[\w$]/.test(c)) {
        const word = /^[\w$]+/.exec(code.slice(j))![0];
        lastSignificant = /^(return|typeof|case|do|else|in|of|void|yield|await)$/.test(word)
          ? '('
          : 'a';
        j += word.length;
        continue;
      }
      j++;
    }
    return j;
  };
  while (i < code.length) i = skipCode(i, false);
  return found;
}

/** Minifies one static piece of CSS (between expressions). */
function minifyCss(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      if (!/\s$/.test(out)) out += ' ';
    } else if (/\s/.test(c)) {
      while (i < text.length && /\s/.test(text[i]!)) i++;
      out += ' ';
    } else {
      out += c;
      i++;
    }
  }
  // Outside strings only: split on quoted strings so they stay as written.
  return out
    .split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/)
    .map((piece, index) =>
      index % 2 === 1
        ? piece
        : piece
            .replace(/ *([{};,]) */g, '$1')
            .replace(/: +/g, ':')
            .replace(/;}/g, '}')
            .replace(/ {2,}/g, ' ')
            // 0.5rem → .5rem (not after a word character, a dot, # or -: 10.5, a.0, #0…, -0.5 stay).
            .replace(/(^|[^\w.#-])0\.(\d)/g, '$1.$2')
            // Around a child combinator or between a colour's channels and its alpha: `a > b`, `0 0 0 / .2`.
            .replace(/ ?([>/]) ?/g, '$1'),
    )
    .join('');
}

/** Collapses whitespace runs containing a line break to one space, outside <pre>/<textarea>/<style>/<script> and quotes. */
function minifyHtml(
  text: string,
  state: { raw: string | undefined; quote: string | undefined; inTag: boolean },
): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (state.raw) {
      const close = `</${state.raw}`;
      const end = text.toLowerCase().indexOf(close, i);
      if (end < 0) {
        out += text.slice(i);
        return out;
      }
      out += text.slice(i, end);
      i = end;
      state.raw = undefined;
      continue;
    }
    if (state.quote) {
      out += c;
      if (c === state.quote) state.quote = undefined;
      i++;
      continue;
    }
    if (state.inTag && (c === '"' || c === "'")) {
      state.quote = c;
      out += c;
      i++;
      continue;
    }
    if (c === '<') {
      const open = /^<(pre|textarea|style|script)\b/i.exec(text.slice(i));
      state.inTag = true;
      if (open) {
        const tagEnd = text.indexOf('>', i);
        if (tagEnd >= 0) {
          out += text.slice(i, tagEnd + 1);
          i = tagEnd + 1;
          state.raw = open[1]!.toLowerCase();
          state.inTag = false;
          continue;
        }
      }
    } else if (c === '>') state.inTag = false;
    if (/\s/.test(c)) {
      let j = i;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      const run = text.slice(i, j);
      // Inside a tag, space before its closing `>` (or `/>`) is no attribute separator: dropped.
      if (state.inTag && (text[j] === '>' || text.startsWith('/>', j))) {
        i = j;
        continue;
      }
      out += run.includes('\n') ? ' ' : run;
      i = j;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

function minifyTemplates(code: string): string {
  const edits: Array<Part & { text: string }> = [];
  for (const template of findTemplates(code)) {
    const state = {
      raw: undefined as string | undefined,
      quote: undefined as string | undefined,
      inTag: false,
    };
    for (const part of template.parts) {
      const text = code.slice(part.start, part.end);
      const next = template.tag === 'css' ? minifyCss(text) : minifyHtml(text, state);
      if (next !== text) edits.push({ ...part, text: next });
    }
  }
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** Vite plugin: minifies css`…`/html`…` literals of src/ modules in the production build only. */
function minifyLitTemplates(): Plugin {
  return {
    name: 'minify-lit-templates',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\/src\/.*\.[jt]s$/.test(file) || file.includes('/node_modules/')) return null;
      if (!/\b(css|html)`/.test(code)) return null;
      return { code: minifyTemplates(code), map: null };
    },
  };
}

// The ES module build (`dist/booking-widget.js`, `dist/booking-popup.js`, `dist/chunks/*`) and the dev server
// of the demo pages. lit, luxon and zod are bundled: dist/ is self-contained for CDN use (docs/embedding.md).
export default defineConfig({
  server: { host: '127.0.0.1' },
  plugins: [minifyLitTemplates(), serveBuiltDist()],
  // The Vue demo compiles its template at run time (the full build); the library never imports Vue.
  resolve: { alias: { vue: 'vue/dist/vue.esm-bundler.js' } },
  // Optimised when the server starts, so a first visit of any demo page never reloads it mid-test.
  optimizeDeps: {
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
        // Everything the entries load up front is one shared chunk (the popup's own modules stay in
        // booking-popup.js): lazily loaded chunks sharing some of it would otherwise split it into several
        // small files, each compressed on its own (worse gzip, more requests).
        codeSplitting: {
          groups: [
            {
              name: 'src',
              priority: 2,
              tags: ['$initial'],
              // The package entry (src/index.ts) and the full client (api/client.ts: every operation, loading
              // the booking ones on first call) stay in booking-widget.js: the widget needs only ClientCore.
              test: (id: string) =>
                !/[\\/]src[\\/](components[\\/]booking-dialog[\\/]|api[\\/]client\.ts$|index\.ts$)/.test(
                  id,
                ),
            },
            // What booking needs beyond showing slots, in one lazily loaded chunk: the form, the client's booking
            // operations and their schemas, answers. Modules the entries load up front stay in 'src' above.
            {
              name: 'book-step',
              priority: 1,
              test: /[\\/]src[\\/](components[\\/]booking-form[\\/]|api[\\/](bookings|booking-record-schemas)\.ts|core[\\/]questions\.ts)/,
            },
            // No group for the confirmation (not needed to book: loaded while the form is filled in, at the latest
            // with the booking request): imported by book-flow.ts and manage.ts, booking-confirmation.ts is the
            // entry of its own chunk, which takes in what only it and the manage screens use (its styles and
            // English strings, the calendar file, the policy). A group would make that module a member rather
            // than the entry, so its import would need rolldown's namespace helper, which book-step needs too:
            // a file of its own on the booking path (+0.15 KB gzip, one more request; measured 2026-11-24).
          ],
        },
      },
    },
  },
});
