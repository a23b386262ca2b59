/// <reference types="node" />
// @NOTE the reference gives this one test node's types; the package itself stays free of them
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { sourceImports } from '../../../scripts/importGraph.ts'

const srcDir = path.dirname(fileURLToPath(import.meta.url))
const FRAMEWORKS = /^(react|react-dom|fastify|@fastify\/.*|@tanstack\/.*|wagmi|viem)(\/.*)?$/
const isTest = (file: string) => /\.test\.tsx?$/.test(file)

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
