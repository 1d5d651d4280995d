/**
 * `npx tsx bin/domain-import-graph.ts`: the folder-level import graph of functions/domain/, to see
 * whether its areas still import each other in loops (ARCHITECTURE 'Layout'). A folder is the
 * first path segment under functions/domain/, or `core/<x>` under functions/domain/core/. Prints
 * the number of folders and edges, then each strongly-connected component of more than one folder
 * with the number of edges inside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const domain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../functions/domain');

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The folder a path under functions/domain/ belongs to, or null outside it. */
function folderOf(file: string): string | null {
  const relative = path.relative(domain, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  if (parts.length < 2) return null;
  if (parts[0] === 'core' && parts.length >= 3) return `core/${parts[1]}`;
  return parts[0] ?? null;
}

// Static imports and re-exports (`from '…'`), side-effect imports and dynamic `import('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

const files = filesUnder(domain);
const folders = new Set<string>();
const edges = new Map<string, Set<string>>();
/** Imports between folders, counted one per importing statement. */
const imports = new Map<string, number>();
for (const file of files) {
  const from = folderOf(file);
  if (!from) continue;
  folders.add(from);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(SPECIFIER)) {
    const to = folderOf(path.resolve(path.dirname(file), match[1] ?? ''));
    if (!to || to === from) continue;
    imports.set(`${from} ${to}`, (imports.get(`${from} ${to}`) ?? 0) + 1);
    let targets = edges.get(from);
    if (!targets) edges.set(from, (targets = new Set()));
    targets.add(to);
  }
}

// Tarjan's strongly-connected components.
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const components: string[][] = [];
let counter = 0;
function visit(node: string): void {
  index.set(node, counter);
  low.set(node, counter);
  counter += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of edges.get(node) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
    } else if (onStack.has(next)) {
      low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
  }
  if (low.get(node) === index.get(node)) {
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component);
  }
}
const sorted = [...folders].sort();
for (const folder of sorted) if (!index.has(folder)) visit(folder);

const edgeCount = [...edges.values()].reduce((sum, targets) => sum + targets.size, 0);
console.log(`folders: ${folders.size}`);
const importCount = [...imports.values()].reduce((sum, count) => sum + count, 0);
console.log(`edges: ${edgeCount} folder pairs (${importCount} imports)`);
const loops = components.filter((component) => component.length > 1);
console.log(`strongly-connected components of more than one folder: ${loops.length}`);
for (const component of loops) {
  const members = new Set(component);
  let pairs = 0;
  let inside = 0;
  for (const from of component)
    for (const to of edges.get(from) ?? [])
      if (members.has(to)) {
        pairs += 1;
        inside += imports.get(`${from} ${to}`) ?? 0;
      }
  console.log(
    `- ${component.length} folders, ${inside} edges across ${pairs} folder pairs: ${component.sort().join(', ')}`,
  );
}
