/**
 * The first-load budget (README, Web): the JavaScript `dist/index.html` loads before the app
 * can paint, its scripts and module preloads, at most 120 KB gzip. Run after the web build
 * (`npm run test:e2e` does); it fails the run when the budget is passed, naming each file.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { repoRoot } from './server.ts'

const BUDGET_KB = 120
const dist = path.join(repoRoot, 'apps/web/dist')

const html = await readFile(path.join(dist, 'index.html'), 'utf8')
const files = [
  ...html.matchAll(/<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g),
  ...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="(\/assets\/[^"]+\.js)"/g),
].map((match) => match[1] as string)
const sizes = await Promise.all(
  files.map(async (file) => {
    const gzip = gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length
    return [file, gzip / 1024] as const
  }),
)
const total = sizes.reduce((sum, [, kb]) => sum + kb, 0)
if (total > BUDGET_KB) {
  for (const [file, kb] of sizes) console.error(`  ${kb.toFixed(1).padStart(6)} KB  ${file}`)
  console.error(`First load is ${total.toFixed(2)} KB gzip, over the ${BUDGET_KB} KB budget`)
  process.exit(1)
}
console.log(`first load: ${total.toFixed(2)} KB gzip of ${BUDGET_KB}`)
