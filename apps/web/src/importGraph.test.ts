import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findCycles, type ImportEdge, importGraph } from '../../../scripts/importGraph.ts'

const srcDir = path.dirname(fileURLToPath(import.meta.url))

/** `app`, `ui`, `lib`, `features/<name>`, or the top folder (`styles`, `main.tsx` → `main`); tests are left out. */
function nodeOf(relPath: string): string | null {
  if (/\.test\.tsx?$/.test(relPath) || /(^|\/)test\//.test(relPath)) return null
  const [top, second] = relPath.split('/')
  if (top === 'features' && second !== undefined) return `features/${second}`
  return (top as string).replace(/\.tsx?$/, '')
}

const edges = importGraph(srcDir, nodeOf)
const describeEdges = (list: ImportEdge[]) => list.map((edge) => `${edge.file} → ${edge.imported}`)

describe('apps/web/src import graph', () => {
  it('reads the imports it checks', () => {
    expect(edges.some((edge) => edge.from === 'app' && edge.to.startsWith('features/'))).toBe(true)
  })

  it('has no cycle between features', () => {
    const featureEdges = edges.filter(
      (edge) => edge.from.startsWith('features/') && edge.to.startsWith('features/'),
    )
    const cycles = findCycles(featureEdges).map((cycle) => cycle.join(' → '))
    expect(cycles, `import cycles:\n${cycles.join('\n')}`).toEqual([])
  })

  it('keeps features out of the shell: no feature imports app/', () => {
    const intoApp = edges.filter((edge) => edge.from.startsWith('features/') && edge.to === 'app')
    expect(describeEdges(intoApp)).toEqual([])
  })

  it('keeps ui/ and lib/ free of features and the shell', () => {
    const upward = edges.filter(
      (edge) =>
        (edge.from === 'ui' || edge.from === 'lib') &&
        (edge.to === 'app' || edge.to.startsWith('features/')),
    )
    expect(describeEdges(upward)).toEqual([])
  })

  it('keeps lib/ below ui/', () => {
    const libToUi = edges.filter((edge) => edge.from === 'lib' && edge.to === 'ui')
    expect(describeEdges(libToUi)).toEqual([])
  })
})
