import { AUTO_LOGIN_MAX_FAILURES } from '@agora/domain'

/** The failures that count toward stopping auto-login (spec §4 Wallet auto-login). */
export function countsAsAutoLoginFailure(error: string): boolean {
  return error.includes('Connector not connected') || error.includes('Failed to sign')
}

/**
 * Remembers which addresses auto-login has tried and how often it failed. One attempt per
 * address until the wallet disconnects; after 3 counted failures it stops; a success resets
 * the count.
 */
export class AutoLoginTracker {
  private readonly attempted = new Set<string>()
  private failures = 0

  shouldAttempt(address: string): boolean {
    return !this.attempted.has(address.toLowerCase()) && this.failures < AUTO_LOGIN_MAX_FAILURES
  }

  markAttempted(address: string) {
    this.attempted.add(address.toLowerCase())
  }

  recordResult(result: { success: true } | { success: false; error: string }) {
    if (result.success) this.failures = 0
    else if (countsAsAutoLoginFailure(result.error)) this.failures++
  }

  walletDisconnected() {
    this.attempted.clear()
  }

  get failureCount() {
    return this.failures
  }
}
