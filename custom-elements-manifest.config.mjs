// custom-elements.json (repo root) from the elements' doc comments: `cem analyze` in `npm run build`.
export default {
  globs: ['src/components/**/*.ts'],
  exclude: ['src/components/**/*.styles.ts', 'src/components/**/*.test.ts'],
  outdir: '.',
  litelement: true,
};
