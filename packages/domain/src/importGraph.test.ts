/// <reference types="node" />
// @NOTE the reference gives this one test node's types; the package itself stays free of them
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type SourceImport, sourceFiles, sourceImports } from '../../../scripts/importGraph.ts'

const srcDir = path.dirname(fileURLToPath(import.meta.url))
const FRAMEWORKS = /^(react|react-dom|fastify|@fastify\/.*|@tanstack\/.*|wagmi|viem)(\/.*)?$/
const isTest = (file: string) => /\.test\.tsx?$/.test(file)
// an area folder's wire shapes: `schemas.ts`, `orderSchemas.ts`, `shippingAddressSchema.ts`
const SCHEMA_FILE = /(^|\/)\w*(schemas|Schemas?)\.ts$/

describe('packages/domain imports', () => {
  const imports = sourceImports(srcDir).filter(({ file }) => !isTest(file))

  it('reads the source files it checks', () => {
    expect(imports.some(({ specifier }) => specifier === './errors.ts')).toBe(true)
  })

  it('never reaches into the apps', () => {
    const intoApps = imports.filter(
      ({ specifier, resolved }) =>
        (resolved?.startsWith('..') ?? false) || /^@agora\/(web|api)/.test(specifier),
    )
    expect(intoApps.map(({ file, specifier }) => `${file} → ${specifier}`)).toEqual([])
  })

  it('imports neither React nor Fastify nor any I/O', () => {
    const frameworks = imports.filter(
      ({ specifier }) => FRAMEWORKS.test(specifier) || specifier.startsWith('node:'),
    )
    expect(frameworks.map(({ file, specifier }) => `${file} → ${specifier}`)).toEqual([])
  })
})

// @NOTE Rollup keeps every top-level `z.object(…)` of a module it takes in, so one rule that
// reaches zod would bring zod into the web's first load (its budget has a few hundred bytes left)
describe('the zod-free rules', () => {
  const files = sourceFiles(srcDir).filter((file) => !isTest(file))
  const importsOf = new Map<string, SourceImport[]>()
  for (const entry of sourceImports(srcDir)) {
    importsOf.set(entry.file, [...(importsOf.get(entry.file) ?? []), entry])
  }
  const areas = new Set(
    files.filter((file) => /^[^/]+\/rules\.ts$/.test(file)).map((file) => file.split('/')[0]),
  )
  // everything under rules/, and in each area folder all but its schemas
  const zodFree = files.filter(
    (file) =>
      file.startsWith('rules/') ||
      (areas.has(file.split('/')[0] as string) && !SCHEMA_FILE.test(file)),
  )

  it('finds the rules of every area and the shared ones', () => {
    expect(zodFree).toEqual(
      expect.arrayContaining(['governance/rules.ts', 'governance/tally.ts', 'rules/roles.ts']),
    )
    expect(zodFree).not.toContain('governance/schemas.ts')
  })

  it('never import zod, themselves or through another file of the package', () => {
    const ways = zodFree.flatMap((file) => {
      const way = wayToZod(file, importsOf, new Set())
      return way ? [way.join(' → ')] : []
    })
    expect(ways).toEqual([])
  })
})

/** The chain of imports from `file` to zod, or null when none reaches it. */
function wayToZod(
  file: string,
  importsOf: Map<string, SourceImport[]>,
  seen: Set<string>,
): string[] | null {
  if (seen.has(file)) return null
  seen.add(file)
  for (const { specifier, resolved } of importsOf.get(file) ?? []) {
    if (/^zod(\/|$)/.test(specifier)) return [file, specifier]
    const way = resolved?.endsWith('.ts') ? wayToZod(resolved, importsOf, seen) : null
    if (way) return [file, ...way]
  }
  return null
}
