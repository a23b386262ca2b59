/**
 * What the web build must hold that no unit test sees, checked after the build (`npm run
 * test:e2e` does): `index.html` links no web app manifest (the page links it once its first
 * content shows, apps/web/src/lib/serviceWorker/linkManifest.ts), and the service worker
 * precaches what the first load runs but not the wallet kit (apps/web/build/walletOnlyChunks.ts).
 * It fails the run naming each problem.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { repoRoot } from './server.ts'

const dist = path.join(repoRoot, 'apps/web/dist')
const html = await readFile(path.join(dist, 'index.html'), 'utf8')
const worker = await readFile(path.join(dist, 'sw.js'), 'utf8')
const precached = new Set([...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]))

const problems: string[] = []
if (/<link[^>]*rel="manifest"/.test(html)) problems.push('index.html links the manifest')
const firstLoad = [...html.matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g)].map((match) => match[1])
for (const file of firstLoad) {
  if (!precached.has(file)) problems.push(`the first load's ${file} is not precached`)
}
const walletUi = (await readdir(path.join(dist, 'assets'))).filter((file) =>
  /^WalletUi-[\w-]+\.js$/.test(file),
)
if (walletUi.length === 0) problems.push('no WalletUi chunk: where does the wallet kit start?')
for (const file of walletUi) {
  if (precached.has(`assets/${file}`)) problems.push(`the wallet kit's ${file} is precached`)
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`  ${problem}`)
  console.error('The web build is not what the app expects')
  process.exit(1)
}
console.log(
  `web build: no manifest link, ${firstLoad.length} first-load scripts precached, the wallet kit not`,
)
