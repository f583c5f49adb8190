import { defineConfig } from 'vite';

// The ES module build (`dist/booking-widget.js`, `dist/booking-popup.js`, `dist/chunks/*`) and the dev server
// of the demo pages. lit, luxon and zod are bundled: dist/ is self-contained for CDN use (docs/embedding.md).
export default defineConfig({
  server: { host: '127.0.0.1' },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
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
    rolldownOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});
