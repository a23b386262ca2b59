import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** One `import`/`export … from`/`import()` found in a source file. */
export type SourceImport = {
  /** the importing file, relative to the root, with `/` separators */
  file: string
  /** the specifier as written: `./data.ts`, `react`, `../../lib/api` */
  specifier: string
  /** for a relative specifier: the file it resolves to, relative to the root (may start with `..`) */
  resolved: string | null
}

/** An import from one node of the graph to another (a file-level edge between two nodes). */
export type ImportEdge = {
  from: string
  to: string
  file: string
  imported: string
}

const SOURCE_FILE = /\.(ts|tsx|mts|js|jsx|mjs)$/
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git'])
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx']

// `import x from '…'`, `import type { X } from '…'`, `export { x } from '…'`, `import '…'`,
// `import('…')`; the `from` form spans lines, so it matches on the whole text
const IMPORT_PATTERNS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
]

/** Every source file below `rootDir` (relative paths with `/`), skipping node_modules and build output. */
export function sourceFiles(rootDir: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path.join(dir, entry.name))
      } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(toPosix(path.relative(rootDir, path.join(dir, entry.name))))
      }
    }
  }
  walk(rootDir)
  return files.sort()
}

/** The specifiers one source text imports, in order of appearance. */
export function parseImports(source: string): string[] {
  const found: { index: number; specifier: string }[] = []
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      found.push({ index: match.index, specifier: match[1] as string })
    }
  }
  return found.sort((a, b) => a.index - b.index).map((entry) => entry.specifier)
}

/** All imports of the source files below `rootDir`, relative ones resolved to files. */
export function sourceImports(rootDir: string): SourceImport[] {
  return sourceFiles(rootDir).flatMap((file) => {
    const text = readFileSync(path.join(rootDir, file), 'utf8')
    return parseImports(text).map((specifier) => ({
      file,
      specifier,
      resolved: specifier.startsWith('.') ? resolveRelative(rootDir, file, specifier) : null,
    }))
  })
}

/**
 * The edges between the nodes of a source tree: `nodeOf` names the node a file (path relative
 * to `rootDir`) belongs to, or `null` to leave the file out (tests, fixtures). Only relative
 * imports count; an import inside one node is no edge.
 */
export function importGraph(
  rootDir: string,
  nodeOf: (relPath: string) => string | null,
): ImportEdge[] {
  const edges: ImportEdge[] = []
  for (const { file, resolved } of sourceImports(rootDir)) {
    if (resolved === null) continue
    const from = nodeOf(file)
    const to = nodeOf(resolved)
    if (from === null || to === null || from === to) continue
    edges.push({ from, to, file, imported: resolved })
  }
  return edges
}

/** The distinct `from → to` pairs of a list of edges. */
export function nodeEdges(edges: readonly { from: string; to: string }[]): [string, string][] {
  const pairs = new Map<string, [string, string]>()
  for (const { from, to } of edges) pairs.set(`${from}\u0000${to}`, [from, to])
  return [...pairs.values()]
}

/**
 * One cycle per strongly connected group of nodes, as a path that starts and ends at the same
 * node (`['a', 'b', 'a']`); no cycles gives `[]`.
 */
export function findCycles(edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, Set<string>>()
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set())
    if (!next.has(to)) next.set(to, new Set())
    next.get(from)?.add(to)
  }
  return stronglyConnected(next)
    .filter((group) => group.length > 1 || next.get(group[0] as string)?.has(group[0] as string))
    .map((group) => cycleWithin(group, next))
}

// Tarjan's algorithm
function stronglyConnected(next: Map<string, Set<string>>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter++
    stack.push(node)
    onStack.add(node)
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node) as number, low.get(target) as number))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) as number, index.get(target) as number))
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string | undefined
      do {
        member = stack.pop() as string
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      groups.push(group.sort())
    }
  }
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node)
  return groups
}

// a shortest way from the group's first node back to itself, staying inside the group
function cycleWithin(group: string[], next: Map<string, Set<string>>): string[] {
  const members = new Set(group)
  const start = group[0] as string
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift() as string
    for (const target of next.get(node) ?? []) {
      if (!members.has(target)) continue
      if (target === start) {
        const way: string[] = []
        for (let at = node; at !== start; at = cameFrom.get(at) as string) way.unshift(at)
        return [start, ...way, start]
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node)
        queue.push(target)
      }
    }
  }
  return [start, start]
}

function resolveRelative(rootDir: string, file: string, specifier: string): string {
  const base = path.join(rootDir, path.dirname(file), specifier)
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      return toPosix(path.relative(rootDir, candidate))
    }
  }
  return toPosix(path.relative(rootDir, base))
}

function toPosix(relPath: string): string {
  return relPath.split(path.sep).join('/')
}
