// custom-elements.json (repo root) from the elements' doc comments: `cem analyze` in `npm run build`.

/**
 * The components declare reactive properties in `static properties` (no decorators: smaller bundle, issue 7).
 * The analyzer's Lit support lists every entry there as an attribute; entries with `state: true` (internal
 * state) or `attribute: false` (property only) have none, so this plugin removes them from `attributes` and
 * drops the `attribute` of the matching members.
 */
function propertiesWithoutAttribute() {
  const noAttribute = new Map(); // class name → Set of property names
  return {
    name: 'properties-without-attribute',
    analyzePhase({ ts, node }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      for (const member of node.members) {
        const isStatic = member.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
        if (
          !isStatic ||
          !ts.isPropertyDeclaration(member) ||
          member.name.getText() !== 'properties'
        )
          continue;
        const init = member.initializer;
        if (!init || !ts.isObjectLiteralExpression(init)) continue;
        const names = new Set();
        for (const prop of init.properties) {
          if (!ts.isPropertyAssignment(prop) || !ts.isObjectLiteralExpression(prop.initializer))
            continue;
          const flags = prop.initializer.properties.filter(ts.isPropertyAssignment);
          const has = (key, kind) =>
            flags.some((f) => f.name.getText() === key && f.initializer.kind === kind);
          if (
            has('state', ts.SyntaxKind.TrueKeyword) ||
            has('attribute', ts.SyntaxKind.FalseKeyword)
          )
            names.add(prop.name.getText().replace(/^['"]|['"]$/g, ''));
        }
        noAttribute.set(node.name.getText(), names);
      }
    },
    moduleLinkPhase({ moduleDoc }) {
      for (const declaration of moduleDoc.declarations ?? []) {
        const names = noAttribute.get(declaration.name);
        if (!names) continue;
        declaration.attributes = declaration.attributes?.filter((a) => !names.has(a.fieldName));
        for (const member of declaration.members ?? [])
          if (names.has(member.name)) delete member.attribute;
      }
    },
  };
}

export default {
  globs: ['src/components/**/*.ts'],
  exclude: ['src/components/**/*.styles.ts', 'src/components/**/*.test.ts'],
  outdir: '.',
  litelement: true,
  plugins: [propertiesWithoutAttribute()],
};
