// Serves the demo pages, `src/` (transformed by Vite) and `dist/` on loopback. Used by `npm start`,
// the browser tests and the screenshot script.
import { createServer, defaultClientConditions } from 'vite';

const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? 5173));

const server = await createServer({
  configFile: 'vite.config.ts',
  server: { host: '127.0.0.1', port, strictPort: true, open: false },
  // Only the demo pages are scanned for dependencies to pre-bundle: the consumer apps under test/ import the
  // packed package, which is installed in their own temp folder, not here (the scan failed on it, with an error).
  optimizeDeps: { entries: ['index.html', 'demo/**/*.html'] },
  // Vue's feature flags, which its esm-bundler build (demo/vue.html) asks a bundler to set; unset, it warns on the
  // console of that demo.
  define: {
    __VUE_OPTIONS_API__: 'true',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  // The pages show the widget as a site gets it: Lit's production build, not its development build (which
  // warns "Lit is in dev mode" on every page).
  resolve: {
    conditions: defaultClientConditions.map((condition) =>
      condition === 'development|production' ? 'production' : condition,
    ),
  },
  logLevel: 'warn',
});
await server.listen();
console.log(`Booking widget demo: http://127.0.0.1:${port}/`);
