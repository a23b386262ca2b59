import type { Page } from '@playwright/test'

/** Offline lookups of outside hosts (wallet icons, public RPCs) fail here, as expected. */
const EXPECTED_OFFLINE = /ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/

/**
 * Collects the page's console errors and uncaught exceptions, less the expected offline ones
 * and those a test expects (e.g. the browser's own line for a 401 it provoked).
 */
export function collectConsoleErrors(page: Page, expected: RegExp[] = []): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const line = `${message.text()} (${message.location().url})`
    if ([EXPECTED_OFFLINE, ...expected].some((pattern) => pattern.test(line))) return
    errors.push(line)
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  return errors
}
