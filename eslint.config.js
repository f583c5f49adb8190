import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'custom-elements.json',
      'test-results/**',
      'playwright-report/**',
      '.cache/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  litConfigs['flat/recommended'],
  wcConfigs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: Object.fromEntries(
        [
          'window',
          'document',
          'console',
          'process',
          'navigator',
          'location',
          'performance',
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'queueMicrotask',
          'URL',
          'URLSearchParams',
          'fetch',
          'Request',
          'Response',
          'Headers',
          'AbortController',
          'TextEncoder',
          'TextDecoder',
          'Blob',
          'customElements',
          'HTMLElement',
          'Event',
          'CustomEvent',
          'structuredClone',
          'globalThis',
          'Buffer',
          'requestAnimationFrame',
        ].map((name) => [name, 'readonly']),
      ),
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='eval']",
          message: 'No eval: the widget runs under a strict CSP.',
        },
        {
          selector: "NewExpression[callee.name='Function']",
          message: 'No new Function: strict CSP.',
        },
      ],
    },
  },
  {
    // Browser-side probe scripts declare the page globals they use in a /* global */ comment.
    files: ['bench/**/*.js'],
    rules: { 'no-redeclare': 'off' },
  },
  {
    // TypeScript checks names itself; no-undef only knows the globals listed above.
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'no-undef': 'off' },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/mock/node-server.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*', 'demo/**/*'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'wc/guard-super-call': 'off' },
  },
  {
    // Browser tests run at a fixed instant (test/e2e/helpers/clock.ts), so they hold on any day, hour and zone;
    // those against `npm run mock` over HTTP (live-helpers.ts) keep the machine's clock, the server's.
    files: ['test/e2e/**/*.spec.ts'],
    ignores: [
      'test/e2e/live-mode.spec.ts',
      'test/e2e/language-picker-live.spec.ts',
      'test/e2e/early-reads.spec.ts',
      'test/e2e/proxy-flows.spec.ts',
      'test/e2e/readme-snippets.spec.ts',
      'test/e2e/embed-builder.spec.ts',
      'test/e2e/embed-lock.spec.ts',
      'test/e2e/event-settings-live.spec.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` from './helpers/clock.js': its pages run at a fixed instant.",
            },
          ],
        },
      ],
    },
  },
);
