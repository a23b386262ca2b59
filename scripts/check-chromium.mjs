// Browser tests and benchmarks use Debian's Chromium and its headless shell (scripts/chromium.ts);
// Playwright's own download is unreachable here.
import { existsSync } from 'node:fs'

const browsers = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
}
const missing = Object.keys(browsers).filter((name) => !existsSync(browsers[name]))

if (missing.length > 0) {
  console.error(
    `${missing.join(' and ')} missing: install with "apt-get install -y ${missing.join(' ')}"`,
  )
  process.exit(1)
}
