import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findCycles, importGraph } from '../../../scripts/importGraph.ts'

const srcDir = path.dirname(fileURLToPath(import.meta.url))

/** A feature folder is one node; so is every other top-level folder or file of src/. */
function nodeOf(file: string) {
  if (file.startsWith('..') || /\.test\.ts$/.test(file)) return null
  const [top, second] = file.split('/')
  return top === 'features' ? `features/${second}` : (top as string).replace(/\.ts$/, '')
}

// the platform every feature stands on: it must not depend on any feature
const PLATFORM = [
  'audit',
  'cache',
  'chain',
  'context',
  'db',
  'events',
  'http',
  'presenters',
  'sessions',
]

describe('apps/api import graph', () => {
  const edges = importGraph(srcDir, nodeOf)

  it('reads the imports it checks', () => {
    expect(
      edges.some(({ from, to }) => from === 'features/comments' && to === 'features/posts'),
    ).toBe(true)
  })

  it('has no import cycle among features or platform modules', () => {
    expect(findCycles(edges).map((cycle) => cycle.join(' → '))).toEqual([])
  })

  it('keeps the platform modules free of features', () => {
    const intoFeatures = edges.filter(
      ({ from, to }) => PLATFORM.includes(from) && to.startsWith('features/'),
    )
    expect(intoFeatures.map(({ file, imported }) => `${file} → ${imported}`)).toEqual([])
  })
})
