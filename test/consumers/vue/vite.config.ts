// As docs/embedding.md says: single-file components are compiled by the Vite plugin, which is where the
// template compiler learns that booking-* tags are custom elements.
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  base: './',
  plugins: [
    vue({
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('booking-') } },
    }),
  ],
});
