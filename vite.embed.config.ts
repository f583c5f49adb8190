import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

// The header script `dist/embed.js`: one classic script (IIFE), no imports of its own; it loads
// booking-widget.js / booking-popup.js next to itself at run time. Written after the module build.
export default defineConfig({
  define: { __VERSION__: JSON.stringify(version) },
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
