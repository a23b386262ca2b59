/** Debian's Chromium: Playwright's own browser download is unreachable on these machines. */
export const chromiumPath = '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
