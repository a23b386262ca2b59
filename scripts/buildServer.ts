import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { repoRoot } from './server.ts'

/** Where `buildServer` writes the API server unless told otherwise. */
export const serverBundlePath = path.join(repoRoot, 'apps/api/dist/server.mjs')

/**
 * Compiles the API server (and the domain package it imports) into one ES module, so a
 * server starts without compiling TypeScript on the fly. Packages stay in node_modules.
 */
export async function buildServer(outfile = serverBundlePath): Promise<string> {
  await build({
    entryPoints: [path.join(repoRoot, 'apps/api/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    // the workspace's own package is source, not a dependency: compile it in
    alias: { '@agora/domain': path.join(repoRoot, 'packages/domain/src/index.ts') },
    plugins: [keepSourceLocations],
    sourcemap: 'linked',
    logLevel: 'warning',
  })
  return outfile
}

/**
 * Modules find their migrations, contract artifacts and the web build relative to their own
 * file: in one bundle every `import.meta.url` would be the bundle's, so each keeps its source's.
 */
const keepSourceLocations: Plugin = {
  name: 'keep-source-locations',
  setup(plugin) {
    plugin.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8')
      return {
        contents: source.replaceAll(
          'import.meta.url',
          JSON.stringify(pathToFileURL(args.path).href),
        ),
        loader: 'ts',
      }
    })
  },
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`server built: ${path.relative(repoRoot, await buildServer())}`)
}
