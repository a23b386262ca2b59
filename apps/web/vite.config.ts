import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { entryModules } from './build/entryModules.ts'
import { manifestLinkLater } from './build/manifestLinkLater.ts'
import { messageCatalogues } from './build/messageCatalogues.ts'
import { walletOnlyChunks } from './build/walletOnlyChunks.ts'
import { MANIFEST_FILENAME } from './src/lib/serviceWorker/linkManifest.ts'

const firstLoad = entryModules()
// on libuv's thread pool, files side by side: Brotli's top quality is most of the build's CPU
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

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
            const [brotli, gzipped] = await Promise.all([
              brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipAsync(bytes, { level: 9 }),
            ])
            await writeFile(path.join(outDir, `${file.fileName}.br`), brotli)
            await writeFile(path.join(outDir, `${file.fileName}.gz`), gzipped)
          }),
      )
    },
  }
}

/**
 * The entry lists the file of every chunk a lazy area may preload, and hashes do not
 * compress: chunks nobody looks for by name go by hash alone (each name is bytes of the first
 * load). Those are the wallet's and crypto libraries' inner chunks, and the app's shared
 * helpers (a feature's `data`, hooks, small modules: the chunks named in lower case). Screens
 * and areas (`CommunityView`), the vendor groups below and the message catalogues keep names.
 */
function chunkFileNames(chunk: { name: string; moduleIds: readonly string[] }) {
  const library = chunk.moduleIds.every((id) => /[\\/]node_modules[\\/]/.test(id))
  const helper = !library && /^[a-z]/.test(chunk.name) && !isCatalogue(chunk)
  return (library && !(chunk.name in vendorChunks)) || helper
    ? 'assets/[hash].js'
    : 'assets/[name]-[hash].js'
}

const isCatalogue = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => id.includes('messages/'))

const vendorChunks: Record<string, RegExp> = {
  react: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  router: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
  query: /node_modules[\\/]@tanstack[\\/]/,
}

const appSource = /apps[\\/]web[\\/]src[\\/]/

/**
 * The app's own first-load modules, and the small ones from elsewhere it needs (the message
 * catalogue's runtime, the language list): one chunk with the entry, since lazy areas import
 * from them too and would otherwise split them into files of a few hundred bytes, each paying
 * a request and gzip's overhead. @NOTE the entry's imports are read before tree-shaking: zod
 * schemas the first load imports but never uses would pull zod in, so only app modules count
 */
const isShellModule = (id: string) =>
  (firstLoad.has(id) && appSource.test(id)) ||
  /@lingui[\\/]core[\\/]|domain[\\/]src[\\/]i18n[\\/]locales\.ts$/.test(id)

/**
 * The frame's lazy parts every page shows once the skeleton ends (both side columns, the
 * header's search field, the modal and welcome hosts, the worker's notices), and the feed with
 * the posts' parts: a chunk each, with what they import, not one per shared helper (a feed
 * load asked for 66 scripts, now 16).
 */
const frameModules =
  /web[\\/]src[\\/]app[\\/](LeftSidebar|RightSidebar|HeaderSearch|SocialModals|WelcomeHost|ServiceWorkerNotices)\.tsx$/
const feedModules = /web[\\/]src[\\/]features[\\/]feed[\\/]FeedView\.tsx$/

/** The wallet's own lazy modules: what only they load is the wallet kit's. */
const walletOnly = walletOnlyChunks(
  /web[\\/]src[\\/]features[\\/]wallet[\\/](WalletUi\.tsx|createWalletKit\.ts)$/,
)

/**
 * The service worker (src/sw/sw.ts) built by Workbox's injectManifest: the app shell and its
 * code are precached, everything a page can show without a wallet. The wallet kit's files are
 * not (they were a third of the precache's bytes): most visits never connect a wallet, and
 * those that do cache what they load on first use. The page registers the worker itself, after
 * first paint.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifestFilename: MANIFEST_FILENAME,
  manifest: {
    name: 'Agora',
    short_name: 'Agora',
    description: 'Decentralized Web3 Marketplace and DAO Platform',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#4f46e5',
    background_color: '#0b1020',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    rollupFormat: 'iife',
    // the manifest and its icons are added by the plugin itself
    globPatterns: ['**/*.{js,css,html,svg}'],
    globIgnores: ['sw.js'],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.filter((entry) => !walletOnly.has(entry.url)),
        warnings: [],
      }),
    ],
  },
  devOptions: { enabled: false },
})

export default defineConfig({
  plugins: [
    react(),
    firstLoad,
    messageCatalogues(),
    walletOnly,
    precompress(),
    pwa,
    manifestLinkLater(),
  ],
  server: {
    proxy: { '/api': 'http://localhost:10000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    // every browser the es2022 target runs in knows <link rel="modulepreload">: the polyfill
    // would be half a kilobyte of the first load doing nothing
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // @NOTE packages/domain is pure (no I/O, no globals): unused modules such as the zod
      // schemas in http/schemas.ts must not ride along into the browser bundle
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        chunkFileNames,
        // vendors change less often than app code: separate chunks stay cached across deploys
        codeSplitting: {
          groups: [
            ...Object.entries(vendorChunks).map(([name, test]) => ({ name, test })),
            { name: 'shell', test: isShellModule },
            { name: 'frame', test: frameModules },
            { name: 'feed', test: feedModules },
          ],
        },
      },
    },
  },
})
