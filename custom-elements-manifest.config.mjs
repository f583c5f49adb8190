// custom-elements.json (repo root) from the elements' doc comments: `cem analyze` in `npm run build`, and from it
// the editor and framework files the package ships: JSX types (React 19, Preact, Solid), Vue types, JetBrains
// web-types and VS Code HTML custom data.
import { jsxTypesPlugin } from '@wc-toolkit/jsx-types';
import { customElementVuejsPlugin } from 'custom-element-vuejs-integration';
import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';

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

/**
 * The elements a page or app uses, each with the package module (npm build) that defines it and the declaration
 * file of its class. The other elements (the form, the confirmation, the time-zone selector) are rendered by
 * <booking-widget> only: they are internal, and the manifest leaves them out, as it does modules without a public
 * element.
 */
const PUBLIC_ELEMENTS = {
  'booking-widget': { module: 'dist/npm/booking-widget.js', types: './index.js' },
  'booking-dialog': {
    module: 'dist/npm/booking-popup.js',
    types: './components/booking-dialog/popup.js',
  },
  'booking-floating-button': {
    module: 'dist/npm/booking-popup.js',
    types: './components/booking-dialog/popup.js',
  },
};

/**
 * The manifest as the package ships it: public elements only, each module at the built file that defines its
 * element (the package ships no src/), and only the events the doc comments name. The analyzer also reads
 * `dispatchEvent(new CustomEvent(name, …))` in an emit helper as an event called `name` (or `type`): every event of
 * this package is a `booking-…` name, so an event without a hyphen is such a phantom.
 */
function publicManifest() {
  return {
    name: 'public-manifest',
    packageLinkPhase({ customElementsManifest }) {
      const modules = [];
      for (const module of customElementsManifest.modules) {
        const declarations = (module.declarations ?? []).filter(
          (declaration) => declaration.tagName in PUBLIC_ELEMENTS,
        );
        if (declarations.length === 0) continue;
        const path = PUBLIC_ELEMENTS[declarations[0].tagName].module;
        for (const declaration of declarations)
          declaration.events = declaration.events?.filter((event) => event.name.includes('-'));
        const names = new Set(declarations.map((declaration) => declaration.name));
        const exports = (module.exports ?? [])
          .filter((entry) => names.has(entry.declaration.name))
          .map((entry) => ({ ...entry, declaration: { ...entry.declaration, module: path } }));
        modules.push({ ...module, path, declarations, exports });
      }
      customElementsManifest.modules = modules;
    },
  };
}

const typePath = (_name, tagName) => PUBLIC_ELEMENTS[tagName].types;

export default {
  globs: ['src/components/**/*.ts'],
  exclude: ['src/components/**/*.styles.ts', 'src/components/**/*.test.ts'],
  outdir: '.',
  litelement: true,
  plugins: [
    propertiesWithoutAttribute(),
    publicManifest(),
    // Written into dist/types/ beside the declarations they import the classes from.
    jsxTypesPlugin({
      outdir: 'dist/types',
      fileName: 'jsx.d.ts',
      componentTypePath: typePath,
      stronglyTypedEvents: true,
      hideLogs: true,
    }),
    customElementVuejsPlugin({
      outdir: 'dist/types',
      fileName: 'vue.d.ts',
      componentTypePath: typePath,
      hideLogs: true,
    }),
    customElementJetBrainsPlugin({
      outdir: 'dist',
      webTypesFileName: 'web-types.json',
      excludeCss: false,
      hideLogs: true,
    }),
    customElementVsCodePlugin({
      outdir: 'dist',
      htmlFileName: 'vscode.html-custom-data.json',
      cssFileName: 'vscode.css-custom-data.json',
      hideLogs: true,
    }),
  ],
};
