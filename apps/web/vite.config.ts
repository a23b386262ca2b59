import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/**
 * Writes `.br` and `.gz` next to every JS and CSS file, so the server can send them
 * precompressed (@fastify/static `preCompressed: true`) without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'agora:precompress',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css)$/.test(file.fileName)) continue
        const source = file.type === 'chunk' ? file.code : file.source
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source)
        const brotli = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        })
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: brotli })
        this.emitFile({
          type: 'asset',
          fileName: `${file.fileName}.gz`,
          source: gzipSync(bytes, { level: 9 }),
        })
      }
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
