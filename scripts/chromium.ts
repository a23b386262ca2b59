/** Debian's Chromium: Playwright's own browser download is unreachable on these machines. */
export const chromiumPath = '/usr/bin/chromium'

/**
 * Debian's build of Chromium's headless shell: the same engine without the browser's UI
 * layer, what Playwright itself runs headless tests in. It runs the suite about a fifth
 * faster on two cores; Background Sync is the one feature it lacks.
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
