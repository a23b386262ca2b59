// Browser tests and benchmarks use Debian's Chromium; Playwright's own download is unreachable here.
import { existsSync } from 'node:fs'

const chromiumPath = '/usr/bin/chromium'

if (!existsSync(chromiumPath)) {
  console.error(
    `Chromium is missing at ${chromiumPath}: install it with "apt-get install -y chromium"`,
  )
  process.exit(1)
}
