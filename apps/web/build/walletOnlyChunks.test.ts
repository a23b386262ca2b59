import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { walletOnlyChunks } from './walletOnlyChunks.ts'

type ChunkShape = {
  module?: string
  entry?: boolean
  imports?: string[]
  lazy?: string[]
  css?: string[]
}

/** A bundle as generateBundle sees it: only the fields the plugin reads. */
function bundleOf(chunks: Record<string, ChunkShape>) {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, chunk]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        isEntry: chunk.entry ?? false,
        facadeModuleId: chunk.module ?? null,
        imports: chunk.imports ?? [],
        dynamicImports: chunk.lazy ?? [],
        viteMetadata: { importedCss: new Set(chunk.css ?? []) },
      },
    ]),
  ) as unknown as Rolldown.OutputBundle
}

function walletOnlyFiles(chunks: Record<string, ChunkShape>) {
  const plugin = walletOnlyChunks(/wallet\/WalletUi\.tsx$/)
  const generate = plugin.generateBundle as (options: unknown, bundle: unknown) => void
  const bundle = bundleOf(chunks)
  generate({}, bundle)
  const css = Object.values(chunks).flatMap((chunk) => chunk.css ?? [])
  return [...new Set([...Object.keys(bundle), ...css])].filter((file) => plugin.has(file))
}

describe('walletOnlyChunks', () => {
  it('names what only the wallet modules reach, not what the app reaches too', () => {
    const files = walletOnlyFiles({
      'entry.js': { entry: true, imports: ['react.js'], lazy: ['market.js', 'wallet.js'] },
      'react.js': {},
      'market.js': { module: '/src/market/Market.tsx', imports: ['viem.js'], css: ['market.css'] },
      'wallet.js': {
        module: '/src/wallet/WalletUi.tsx',
        imports: ['react.js', 'viem.js', 'wagmi.js'],
        lazy: ['rainbow-en.js'],
        css: ['wallet.css', 'market.css'],
      },
      'viem.js': {},
      'wagmi.js': { imports: ['viem.js'] },
      'rainbow-en.js': {},
    })
    // market.css is the market's too
    expect(files.sort()).toEqual(['rainbow-en.js', 'wagmi.js', 'wallet.css', 'wallet.js'])
  })

  it('names nothing when the app has no wallet modules', () => {
    expect(
      walletOnlyFiles({ 'entry.js': { entry: true, lazy: ['feed.js'] }, 'feed.js': {} }),
    ).toEqual([])
  })
})
