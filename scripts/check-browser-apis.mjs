// The browser support policy (README, "Browser support") checked on the build: the last two major versions of
// Chrome / Edge, Firefox and Safari (macOS and iOS), and the current Firefox ESR. Over every script of dist/ (the
// widget's chunks and embed.js), parsed with TypeScript's parser:
// - an API some supported engine lacks is used only behind a guard that tests for it (`typeof X == 'function'`,
//   `'X' in …`, `X?.…`), so a visitor there gets the fallback, not an error;
// - no `Intl` object is made while a chunk loads (at its top level, outside any function): an engine without it
//   (an older Firefox ESR for `Intl.Segmenter`) would fail the whole chunk, not one feature.
// Exits 1 naming each offence with a stretch of the code around it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** APIs outside the policy: usable only behind a test for them. Name → why. */
export const GUARDED = {
  requestIdleCallback: 'no Safari',
  cancelIdleCallback: 'no Safari',
  scheduler: 'scheduler.postTask / yield: no Safari',
  getWeekInfo: 'Intl.Locale week info: no Firefox',
  weekInfo: 'Intl.Locale week info: no Firefox',
  Temporal: 'no Safari, no Chrome before 144',
  showOpenFilePicker: 'no Firefox, no Safari',
  EyeDropper: 'no Firefox, no Safari',
};

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === 'npm' || entry.name === 'types' || entry.name.startsWith('.')
        ? []
        : files(join(dir, entry.name))
      : entry.name.endsWith('.js')
        ? [join(dir, entry.name)]
        : [],
  );

/** The name an identifier or a property access stands for (`requestIdleCallback`, `t.getWeekInfo` → its name). */
const nameOf = (node) =>
  ts.isIdentifier(node)
    ? node.text
    : ts.isPropertyAccessExpression(node)
      ? node.name.text
      : undefined;

/** Whether `node` sits behind a test for `name`: typeof, `in`, optional chaining, or a try block. */
function guarded(node, name) {
  const tests = (expression) => {
    let found = false;
    const visit = (child) => {
      if (found) return;
      if (ts.isTypeOfExpression(child) && nameOf(child.expression) === name) found = true;
      else if (
        ts.isBinaryExpression(child) &&
        child.operatorToken.kind === ts.SyntaxKind.InKeyword &&
        ts.isStringLiteralLike(child.left) &&
        child.left.text === name
      )
        found = true;
      else ts.forEachChild(child, visit);
    };
    visit(expression);
    return found;
  };
  if (ts.isPropertyAccessExpression(node) && node.questionDotToken) return true;
  if (node.parent && ts.isPropertyAccessExpression(node.parent) && node.parent.questionDotToken)
    return true;
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isConditionalExpression(up) && tests(up.condition)) return true;
    if (ts.isIfStatement(up) && tests(up.expression)) return true;
    if (
      ts.isBinaryExpression(up) &&
      (up.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken ||
        up.operatorToken.kind === ts.SyntaxKind.BarBarToken) &&
      tests(up.left)
    )
      return true;
    if (ts.isTypeOfExpression(up) || (ts.isTryStatement(up) && up.tryBlock)) return true;
    if (ts.isFunctionLike(up) && tests(up)) return true;
  }
  return false;
}

const insideFunction = (node) => {
  for (let up = node.parent; up; up = up.parent) if (ts.isFunctionLike(up)) return true;
  return false;
};

/** `Intl.X` (or `new Intl.X`) evaluated when the module loads. */
const intlAtLoad = (node) =>
  (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
  ts.isPropertyAccessExpression(node.expression) &&
  ts.isIdentifier(node.expression.expression) &&
  node.expression.expression.text === 'Intl' &&
  !insideFunction(node);

export function checkScript(text, file = 'script.js') {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const problems = [];
  const around = (node) => text.slice(Math.max(0, node.getStart() - 60), node.getEnd() + 40);
  const visit = (node) => {
    // A global read throws where it is missing; a missing method throws when called (a property read is undefined).
    const name =
      ts.isIdentifier(node) &&
      !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) &&
      !ts.isPropertyAssignment(node.parent)
        ? node.text
        : ts.isPropertyAccessExpression(node) &&
            ts.isCallExpression(node.parent) &&
            node.parent.expression === node
          ? node.name.text
          : undefined;
    if (name && Object.hasOwn(GUARDED, name) && !guarded(node, name))
      problems.push(`${file}: ${name} (${GUARDED[name]}) used without a guard: …${around(node)}…`);
    if (intlAtLoad(node))
      problems.push(
        `${file}: ${node.expression.getText()} made while the chunk loads (make it on first use): …${around(node)}…`,
      );
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  const scripts = files(dist);
  if (scripts.length === 0) {
    console.error(`✖ browser APIs: no scripts in ${dist}/: run \`npm run build\` first.`);
    process.exit(1);
  }
  const problems = scripts.flatMap((file) => checkScript(readFileSync(file, 'utf8'), file));
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✖ ${problem}`);
    process.exit(1);
  }
  console.log(
    `Browser APIs: ${scripts.length} scripts in ${dist}/ use nothing outside the support policy unguarded.`,
  );
}
