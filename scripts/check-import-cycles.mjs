// Import cycles in our own modules, without a lint plugin (eslint-plugin-import is not installed):
// follows every relative import and every #shared/, #server/, #client/ import (package.json
// "imports") and reports each cycle once. Usage:
//   node scripts/check-import-cycles.mjs [folder ...]   (default: src)
// Exits 1 when a cycle exists. Type-only imports count too: they still couple the two files.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const roots = (process.argv.length > 2 ? process.argv.slice(2) : ['src']).map((root) => resolve(root));
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([.#][^'"]+)['"]|(?:^|\n)\s*import\s+['"]([.#][^'"]+)['"]/g;
const ALIASES = Object.entries(JSON.parse(readFileSync('package.json', 'utf8')).imports ?? {}).map(([alias, target]) => [alias.replace(/\*$/, ''), resolve(target.replace(/\*$/, ''))]);

/** A specifier as a path: relative to the importing file, or through a package.json alias. */
function targetOf(file, specifier) {
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  return alias ? join(alias[1], specifier.slice(alias[0].length)) : null;
}

function files(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

const inScope = (path) => roots.some((root) => path.startsWith(root + '/'));
const graph = new Map();
for (const file of roots.flatMap(files)) {
  const targets = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = targetOf(file, match[1] ?? match[2]);
    if (target && SOURCE.test(target) && existsSync(target) && inScope(target)) targets.push(target);
  }
  graph.set(file, targets);
}

// Depth-first search; a grey node met again closes a cycle.
const state = new Map();
const cycles = new Set();
function visit(file, stack) {
  state.set(file, 'grey');
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 'grey') {
      const cycle = stack.slice(stack.indexOf(next)).map((path) => relative(process.cwd(), path));
      const start = cycle.indexOf([...cycle].sort()[0]);
      cycles.add([...cycle.slice(start), ...cycle.slice(0, start)].join(' -> '));
    } else if (!state.has(next)) visit(next, stack);
  }
  stack.pop();
  state.set(file, 'black');
}
for (const file of graph.keys()) if (!state.has(file)) visit(file, []);

for (const cycle of cycles) console.error(`import cycle: ${cycle}`);
console.log(`${graph.size} files, ${cycles.size} import cycle(s)`);
process.exitCode = cycles.size > 0 ? 1 : 0;
