import type { Plugin, Rolldown } from 'vite'

/**
 * The files only the wallet kit loads (wagmi, RainbowKit, the connectors, their locales and
 * icons, and their CSS): those the entry reaches only through `walletModules`, the wallet's own
 * lazy modules. Known once the bundle is generated; the service worker's precache, written
 * after, asks `has(fileName)`.
 */
export function walletOnlyChunks(walletModules: RegExp): Plugin & {
  has: (fileName: string) => boolean
} {
  const files = new Set<string>()
  return {
    name: 'agora:wallet-only-chunks',
    apply: 'build',
    has: (fileName) => files.has(fileName),
    generateBundle(_options, bundle) {
      files.clear()
      const withoutWallet = filesReached(bundle, walletModules)
      for (const fileName of filesReached(bundle, null)) {
        if (!withoutWallet.has(fileName)) files.add(fileName)
      }
    },
  }
}

/**
 * The chunks the entries reach through static and dynamic imports, and their CSS, stopping at
 * the chunks of `boundary` modules.
 */
function filesReached(bundle: Rolldown.OutputBundle, boundary: RegExp | null) {
  const reached = new Set<string>()
  const pending = Object.values(bundle)
    .filter((file) => file.type === 'chunk' && file.isEntry)
    .map((chunk) => chunk.fileName)
  for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
    const chunk = bundle[fileName]
    if (reached.has(fileName) || chunk?.type !== 'chunk') continue
    if (boundary?.test(chunk.facadeModuleId ?? '')) continue
    reached.add(fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) reached.add(css)
    pending.push(...chunk.imports, ...chunk.dynamicImports)
  }
  return reached
}
