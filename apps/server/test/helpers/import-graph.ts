import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** A source file (path relative to src, with `/`) and the files of src it imports (same form). */
export interface SourceFile {
  file: string;
  imports: string[];
}

const SPECIFIER = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function resolveRelative(root: string, fromFile: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(path.join(root, fromFile)), spec);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return path.relative(root, candidate).split(path.sep).join('/');
  }
  return undefined;
}

/** Every .ts file below `root` with its relative imports resolved (package imports are not the rules' business). */
export function readSourceTree(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const abs = path.join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) {
        const file = path.relative(root, abs).split(path.sep).join('/');
        const text = readFileSync(abs, 'utf8');
        const specs = [...text.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? m[3] ?? '').filter((s) => s.startsWith('.'));
        out.push({ file, imports: specs.map((s) => resolveRelative(root, file, s) ?? `unresolved:${s}`) });
      }
    }
  };
  walk(root);
  return out;
}

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];
const folderOf = (file: string) => path.posix.dirname(file);

/**
 * The import rules of design.md §5.6: `platform/` imports no module (nor anything outside platform/); a module uses
 * another only through its `index.ts`, and so does everything outside modules/; a `<module>.routes.ts` imports only
 * its own module and platform/.
 */
export function ruleViolations(files: readonly SourceFile[]): string[] {
  const out: string[] = [];
  for (const { file, imports } of files) {
    const own = moduleOf(file);
    const isRoutes = own !== undefined && file.endsWith(`/${own}.routes.ts`);
    for (const target of imports) {
      const other = moduleOf(target);
      if (target.startsWith('unresolved:')) out.push(`${file} → ${target}`);
      else if (file.startsWith('platform/') && !target.startsWith('platform/')) out.push(`${file} → ${target}: platform/ imports no module`);
      else if (isRoutes && other !== own && !target.startsWith('platform/')) out.push(`${file} → ${target}: routes import only their module and platform/`);
      else if (other !== undefined && other !== own && target !== `modules/${other}/index.ts`)
        out.push(`${file} → ${target}: another module only through its index.ts`);
    }
  }
  return out;
}

/** Folder-level import cycles (each as `a → b → … → a`), from the folders' edges. */
export function folderCycles(files: readonly SourceFile[]): string[] {
  const edges = new Map<string, Set<string>>();
  for (const { file, imports } of files) {
    for (const target of imports) {
      if (folderOf(target) === folderOf(file) || target.startsWith('unresolved:')) continue;
      edges.set(folderOf(file), (edges.get(folderOf(file)) ?? new Set()).add(folderOf(target)));
    }
  }
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (folder: string, trail: string[]) => {
    state.set(folder, 'open');
    for (const next of edges.get(folder) ?? []) {
      if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), folder, next].join(' → '));
      else if (!state.has(next)) visit(next, [...trail, folder]);
    }
    state.set(folder, 'done');
  };
  for (const folder of edges.keys()) if (!state.has(folder)) visit(folder, []);
  return cycles;
}
