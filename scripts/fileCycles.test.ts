import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findCycles, importGraph } from './importGraph.ts'
import { repoRoot } from './server.ts'

// every source tree: a file never reaches itself through its imports (type-only and dynamic
// imports count: a cycle of types is still two files that cannot be read apart)
const TREES = ['apps/api/src', 'apps/web/src', 'packages/domain/src', 'e2e', 'bench', 'scripts']

const eachFile = (relPath: string) =>
  relPath.startsWith('..') || /\.test\.tsx?$/.test(relPath) ? null : relPath

describe('file import cycles', () => {
  it.each(TREES)('%s has none', (tree) => {
    const edges = importGraph(path.join(repoRoot, tree), eachFile)
    expect(edges.length).toBeGreaterThan(0)
    expect(findCycles(edges).map((cycle) => cycle.join(' → '))).toEqual([])
  })
})
