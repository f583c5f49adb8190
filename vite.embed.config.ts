import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * `__BOOKING_CHUNKS__` in the header script: the chunks the entry modules import, transitively, read from the module
 * build's manifest in the same folder, so the header script asks for them with an entry instead of after it has
 * arrived. The shared chunk (`chunks/src-….js`, the 'src' group of scripts/chunk-map.mjs) comes first: it defines
 * <booking-widget>, all an inline tag needs (not the package entry's client). Without a manifest (the module build
 * not run) it stays undefined: the header script imports `booking-widget.js` and the browser finds the chunks itself.
 */
function entryChunks(): Plugin {
  let outDir = 'dist';
  return {
    name: 'booking-entry-chunks',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    renderChunk(code) {
      const path = join(outDir, '.vite', 'manifest.json');
      if (!existsSync(path) || !code.includes('__BOOKING_CHUNKS__')) return null;
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
      const found = new Set<string>();
      const visit = (key: string) => {
        for (const imported of manifest[key]?.imports ?? []) {
          const file = manifest[imported]?.file;
          if (!file || found.has(file)) continue;
          found.add(file);
          visit(imported);
        }
      };
      for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
      const shared = Object.values(manifest).find((chunk) => chunk.name === 'src')?.file;
      if (!shared || !found.has(shared))
        throw new Error("booking-entry-chunks: no shared chunk (src) among the entries' imports");
      const chunks = [shared, ...[...found].filter((file) => file !== shared)];
      return { code: code.replaceAll('__BOOKING_CHUNKS__', JSON.stringify(chunks)), map: null };
    },
  };
}

// The header script `dist/embed.js`: one classic script (IIFE), no imports of its own; it loads
// booking-widget.js / booking-popup.js next to itself at run time. Written after the module build.
export default defineConfig({
  define: { __VERSION__: JSON.stringify(version) },
  plugins: [entryChunks()],
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: false,
    minify: true,
    copyPublicDir: false,
    lib: {
      entry: 'src/embed.ts',
      name: 'BookingWidgetEmbed',
      formats: ['iife'],
      fileName: () => 'embed.js',
    },
  },
});
