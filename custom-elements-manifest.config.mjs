// custom-elements.json (repo root) from the elements' doc comments: `cem analyze` in `npm run build`, and from it
// the editor and framework files the package ships: JSX types (React 19, Preact, Solid), Vue types, JetBrains
// web-types and VS Code HTML custom data.
import { jsxTypesPlugin } from '@wc-toolkit/jsx-types';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import typescript from 'typescript';
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
 * The values an enumerated attribute takes, from the type checker: `view` is declared `CalendarView`, `language`
 * `Language | ''`; each attribute whose property type is a union of string literals gets them as `expandedType`
 * (`'month' | 'week' | 'day'`), which the JetBrains and VS Code files list, so an editor offers them and flags
 * `view="year"`. The empty string (the property's "unset") is left out: an empty attribute is the same as none.
 */
function attributeValues() {
  let checker;
  const program = () => {
    const ts = typescript;
    const { config } = ts.readConfigFile('tsconfig.json', ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(config, ts.sys, '.');
    const created = ts.createProgram(
      ['src/index.ts', 'src/components/booking-dialog/popup.ts'],
      options,
    );
    checker = created.getTypeChecker();
    return created;
  };
  let built;
  return {
    name: 'attribute-values',
    moduleLinkPhase({ moduleDoc }) {
      const ts = typescript;
      built ??= program();
      const source = built.getSourceFile(resolve(moduleDoc.path));
      if (!source) return;
      for (const declaration of moduleDoc.declarations ?? []) {
        const node = source.statements.find(
          (statement) =>
            ts.isClassDeclaration(statement) && statement.name?.text === declaration.name,
        );
        if (!node?.name) continue;
        const instance = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(node.name));
        for (const attribute of declaration.attributes ?? []) {
          const property = attribute.fieldName && instance.getProperty(attribute.fieldName);
          if (!property) continue;
          const type = checker.getTypeOfSymbolAtLocation(property, node);
          const parts = type.isUnion() ? type.types : [type];
          if (!parts.every((part) => part.isStringLiteral() || part.flags & ts.TypeFlags.Undefined))
            continue;
          const values = parts.filter((part) => part.isStringLiteral() && part.value !== '');
          if (values.length < 2) continue;
          const text = values.map((part) => `'${part.value}'`).join(' | ');
          attribute.expandedType = { text };
          const member = declaration.members?.find((entry) => entry.name === attribute.fieldName);
          if (member) member.expandedType = { text };
        }
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

/**
 * `dist/types/vue.d.ts`: the public elements in Vue's `GlobalComponents`, for vue-tsc with `strictTemplates`.
 * Each attribute and public field typed from the element class, each event as Vue names the listener of
 * `@booking-confirmed` (`onBookingConfirmed`), typed from BookingWidgetEventMap. (custom-element-vuejs-integration
 * keys listeners `onbooking-confirmed`, which Vue never looks up, and wraps the events' types twice.)
 */
function vueTypes() {
  const camel = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
  const doc = (text) =>
    text ? `  /** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ')} */\n` : '';
  return {
    name: 'vue-types',
    packageLinkPhase({ customElementsManifest }) {
      const declarations = customElementsManifest.modules.flatMap((module) => module.declarations);
      const imports = new Map();
      for (const { name, tagName } of declarations) {
        const from = PUBLIC_ELEMENTS[tagName].types;
        imports.set(from, [...(imports.get(from) ?? []), name]);
      }
      const props = declarations.map((declaration) => {
        const fields = (declaration.members ?? []).filter(
          (member) =>
            member.kind === 'field' && !member.static && (member.privacy ?? 'public') === 'public',
        );
        const lines = [
          ...(declaration.attributes ?? []).map(
            (attribute) =>
              doc(attribute.description) +
              `  '${attribute.name}'?: ${declaration.name}['${attribute.fieldName ?? camel(attribute.name)}'];`,
          ),
          ...fields
            .filter((field) => !(declaration.attributes ?? []).some((a) => a.name === field.name))
            .map(
              (field) =>
                doc(field.description) + `  ${field.name}?: ${declaration.name}['${field.name}'];`,
            ),
          ...(declaration.events ?? []).map(
            (event) =>
              doc(event.description) +
              `  ${camel(`on-${event.name}`)}?: (event: BookingWidgetEventMap['${event.name}']) => void;`,
          ),
        ];
        // With the global HTML attributes (`id`, `class`, `hidden`, `aria-*`…), as Vue types a native element's.
        return `type ${declaration.name}Props = HTMLAttributes & {\n${lines.join('\n')}\n};`;
      });
      const text = [
        '// Generated from custom-elements.json by custom-elements-manifest.config.mjs.',
        "import type { DefineComponent, HTMLAttributes } from 'vue';",
        "import type { BookingWidgetEventMap } from './index.js';",
        ...[...imports].map(
          ([from, names]) => `import type { ${names.join(', ')} } from '${from}';`,
        ),
        '',
        ...props,
        '',
        "declare module 'vue' {",
        '  interface GlobalComponents {',
        ...declarations.map(
          ({ name, tagName }) => `    '${tagName}': DefineComponent<${name}Props>;`,
        ),
        '  }',
        '}',
        '',
      ].join('\n');
      mkdirSync('dist/types', { recursive: true });
      writeFileSync('dist/types/vue.d.ts', text);
    },
  };
}

export default {
  globs: ['src/components/**/*.ts'],
  exclude: ['src/components/**/*.styles.ts', 'src/components/**/*.test.ts'],
  outdir: '.',
  litelement: true,
  plugins: [
    propertiesWithoutAttribute(),
    attributeValues(),
    publicManifest(),
    // Written into dist/types/ beside the declarations they import the classes from.
    jsxTypesPlugin({
      outdir: 'dist/types',
      fileName: 'jsx.d.ts',
      componentTypePath: typePath,
      stronglyTypedEvents: true,
      hideLogs: true,
    }),
    vueTypes(),
    customElementJetBrainsPlugin({
      outdir: 'dist',
      webTypesFileName: 'web-types.json',
      excludeCss: false,
      typesSrc: 'expandedType',
      hideLogs: true,
    }),
    customElementVsCodePlugin({
      outdir: 'dist',
      htmlFileName: 'vscode.html-custom-data.json',
      cssFileName: 'vscode.css-custom-data.json',
      typesSrc: 'expandedType',
      hideLogs: true,
    }),
  ],
};
