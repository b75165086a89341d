// The layers of DESIGN.md ("Layers, and which way imports go") as two lint rules: `direction`
// refuses an import that goes the wrong way between layers, and `no-cycle` refuses an import that
// closes a cycle between modules of src/. Local on purpose: the usual import plugins bring a native
// resolver whose platform packages this project's registry cannot provide.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const BELOW_FEATURES = ['platform', 'contract', 'routing', 'i18n', 'api', 'session', 'offline', 'ui'];

/** For each layer, the layers it may import from (its own always included). */
const ALLOWED = {
  // Browser facilities that depend on nothing of the portal (scheduling). Every layer of the portal
  // may use them but contract and routing, which the server shares and so stay free of the browser.
  platform: [],
  contract: [],
  routing: [],
  i18n: ['platform', 'contract', 'routing'],
  api: ['platform', 'contract', 'routing'],
  session: ['platform', 'contract', 'routing', 'i18n', 'api'],
  offline: ['platform', 'contract', 'routing', 'i18n', 'api', 'session'],
  ui: ['platform', 'contract', 'i18n'],
  feature: BELOW_FEATURES,
  app: [...BELOW_FEATURES, 'feature'],
  main: ['platform', 'app'],
  // server/ shares the contract and the route paths with the portal, and nothing else of src/: the
  // platform layer is the browser's.
  server: ['contract', 'routing'],
};

/** The layer a file belongs to, or null outside the layered code (tests, scripts, sw). */
function layerOf(root, file) {
  const path = relative(root, file).split(sep).join('/');
  if (path.startsWith('server/')) return { name: 'server' };
  if (!path.startsWith('src/')) return null;
  const [, top, sub] = path.split('/');
  if (top === 'api') return { name: sub === 'contract' ? 'contract' : 'api' };
  if (top === 'features') return { name: 'feature', feature: sub };
  if (top === 'main.tsx') return { name: 'main' };
  return ALLOWED[top] ? { name: top } : null;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function rootOf(filename) {
  let dir = dirname(filename);
  while (dir !== dirname(dir) && !existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

// ---- direction ----

const direction = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports go down the layers of DESIGN.md, never sideways into another feature.' },
    messages: {
      wrongWay: "'{{from}}' may not import from '{{to}}' (DESIGN.md \"Layers, and which way imports go\").",
      sideways: "Feature '{{from}}' may not import from feature '{{to}}': share it through a lower layer.",
    },
    schema: [],
  },
  create(context) {
    const root = rootOf(context.filename);
    const importer = layerOf(root, context.filename);
    if (!importer) return {};
    const check = (node, specifier) => {
      const target = resolveImport(context.filename, specifier);
      const imported = target && layerOf(root, target);
      if (!imported) return;
      if (importer.name === 'feature' && imported.name === 'feature') {
        if (importer.feature !== imported.feature) {
          context.report({ node, messageId: 'sideways', data: { from: importer.feature, to: imported.feature } });
        }
        return;
      }
      if (imported.name === importer.name || ALLOWED[importer.name].includes(imported.name)) return;
      context.report({ node, messageId: 'wrongWay', data: { from: importer.name, to: imported.name } });
    };
    return visitImports(check);
  },
};

function visitImports(check) {
  const source = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: source,
    ExportNamedDeclaration: source,
    ExportAllDeclaration: source,
    ImportExpression: source,
  };
}

// ---- no-cycle ----

const IMPORT_PATTERN = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function importsIn(file, text) {
  const targets = [];
  for (const match of text.matchAll(IMPORT_PATTERN)) {
    const target = resolveImport(file, match[1] ?? match[2] ?? match[3]);
    if (target) targets.push(target);
  }
  return targets;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The import graph of src/ as it is on disk, read once per lint run. */
const graphs = new Map();
function graphOf(root) {
  if (!graphs.has(root)) {
    const graph = new Map();
    const src = join(root, 'src');
    if (existsSync(src)) for (const file of sourceFiles(src)) graph.set(file, importsIn(file, readFileSync(file, 'utf8')));
    graphs.set(root, graph);
  }
  return graphs.get(root);
}

/** A path of imports from `start` back to `goal`, or null. */
function pathBack(graph, start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [file, trail] = stack.pop();
    if (file === goal) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of graph.get(file) ?? []) stack.push([next, [...trail, next]]);
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between modules of src/.' },
    messages: { cycle: 'This import closes a cycle: {{cycle}}.' },
    schema: [],
  },
  create(context) {
    const root = rootOf(context.filename);
    const file = context.filename;
    if (!relative(root, file).startsWith(`src${sep}`)) return {};
    const graph = graphOf(root);
    const name = (path) => relative(join(root, 'src'), path).split(sep).join('/');
    return visitImports((node, specifier) => {
      const target = resolveImport(file, specifier);
      if (!target || target === file) return;
      const back = pathBack(graph, target, file);
      if (back) context.report({ node, messageId: 'cycle', data: { cycle: [file, ...back].map(name).join(' -> ') } });
    });
  },
};

export default { rules: { direction, 'no-cycle': noCycle } };
