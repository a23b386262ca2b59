import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/**
 * Writes `.br` and `.gz` next to every JS and CSS file, so the server can send them
 * precompressed (@fastify/static `preCompressed: true`) without compressing per request.
 * @NOTE in writeBundle, not generateBundle: only then is the code final (Vite fills in its
 * module-preload placeholders in its own generateBundle)
 */
function precompress(): Plugin {
  return {
    name: 'agora:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist'
      await Promise.all(
        Object.values(bundle)
          .filter((file) => /\.(js|css)$/.test(file.fileName))
          .map(async (file) => {
            const bytes = await readFile(path.join(outDir, file.fileName))
            const brotli = brotliCompressSync(bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
            })
            await writeFile(path.join(outDir, `${file.fileName}.br`), brotli)
            await writeFile(path.join(outDir, `${file.fileName}.gz`), gzipSync(bytes, { level: 9 }))
          }),
      )
    },
  }
}

const vendorChunks: Record<string, RegExp> = {
  react: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  router: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
  query: /node_modules[\\/]@tanstack[\\/]/,
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: { '/api': 'http://localhost:10000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    rolldownOptions: {
      // @NOTE packages/domain is pure (no I/O, no globals): unused modules such as the zod
      // schemas in http.ts must not ride along into the browser bundle
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // vendors change less often than app code: separate chunks stay cached across deploys
        codeSplitting: {
          groups: Object.entries(vendorChunks).map(([name, test]) => ({ name, test })),
        },
      },
    },
  },
})
