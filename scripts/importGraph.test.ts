import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findCycles, importGraph, nodeEdges, parseImports } from './importGraph.ts'

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'import-graph-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  return root
}

const folderOf = (relPath: string) =>
  relPath.endsWith('.test.ts') ? null : (relPath.split('/')[0] as string)

describe('parseImports', () => {
  it('finds static, re-exported, side-effect and dynamic imports, across lines', () => {
    const source = [
      "import { a } from './a.ts'",
      'import type {',
      '  B,',
      "} from '../b'",
      "export { c } from './c.tsx'",
      "import './d.css'",
      "const E = lazy(() => import('./e.tsx'))",
      "import React from 'react'",
    ].join('\n')
    expect(parseImports(source)).toEqual([
      './a.ts',
      '../b',
      './c.tsx',
      './d.css',
      './e.tsx',
      'react',
    ])
  })
})

describe('importGraph', () => {
  it('maps file imports to edges between nodes, resolving extensionless paths', () => {
    const root = tree({
      'a/one.ts': "import { two } from './two'\nimport { b } from '../b/b'\n",
      'a/two.ts': 'export const two = 2\n',
      'b/b.tsx': 'export const b = 1\n',
      'b/b.test.ts': "import { one } from '../a/one.ts'\n",
    })
    expect(importGraph(root, folderOf)).toEqual([
      { from: 'a', to: 'b', file: 'a/one.ts', imported: 'b/b.tsx' },
    ])
  })
})

describe('findCycles', () => {
  it('finds a planted cycle and gives its path', () => {
    const root = tree({
      'a/a.ts': "import { b } from '../b/b.ts'\n",
      'b/b.ts': "import { c } from '../c/c.ts'\n",
      'c/c.ts': "export const c = () => import('../a/a.ts')\n",
      'd/d.ts': "import { a } from '../a/a.ts'\n",
    })
    const edges = importGraph(root, folderOf)
    expect(findCycles(edges)).toEqual([['a', 'b', 'c', 'a']])
  })

  it('finds nothing in a graph that only points one way', () => {
    const edges = [
      { from: 'app', to: 'feed' },
      { from: 'feed', to: 'lib' },
      { from: 'app', to: 'lib' },
    ]
    expect(findCycles(edges)).toEqual([])
  })

  it('reports each tangle once, including a node importing itself', () => {
    const edges = [
      { from: 'x', to: 'y' },
      { from: 'y', to: 'x' },
      { from: 'x', to: 'y' },
      { from: 'z', to: 'z' },
    ]
    expect(findCycles(edges)).toEqual([
      ['x', 'y', 'x'],
      ['z', 'z'],
    ])
    expect(nodeEdges(edges)).toHaveLength(3)
  })
})
