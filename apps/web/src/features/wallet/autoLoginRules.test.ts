import { describe, expect, it } from 'vitest'
import { AutoLoginTracker } from './autoLoginRules.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const failed = (error: string) => ({ success: false as const, error })

describe('auto-login rules (spec §4)', () => {
  it('tries each address once until the wallet disconnects', () => {
    const tracker = new AutoLoginTracker()
    tracker.markAttempted(address)
    expect(tracker.shouldAttempt(address)).toBe(false)
    expect(tracker.shouldAttempt(address.toLowerCase())).toBe(false)
    expect(tracker.shouldAttempt(other)).toBe(true)
    tracker.walletDisconnected()
    expect(tracker.shouldAttempt(address)).toBe(true)
  })

  it("stops after 3 failures of the kinds 'Connector not connected' and 'Failed to sign'", () => {
    const tracker = new AutoLoginTracker()
    tracker.recordResult(failed('Connector not connected'))
    tracker.recordResult(failed('Failed to sign authentication message'))
    tracker.recordResult(failed('Signature request was rejected by user'))
    expect(tracker.shouldAttempt(address)).toBe(true)
    tracker.recordResult(failed('Failed to sign authentication message'))
    expect(tracker.failureCount).toBe(3)
    expect(tracker.shouldAttempt(address)).toBe(false)
  })

  it('starts counting again after a success', () => {
    const tracker = new AutoLoginTracker()
    tracker.recordResult(failed('Connector not connected'))
    tracker.recordResult(failed('Connector not connected'))
    tracker.recordResult({ success: true })
    expect(tracker.failureCount).toBe(0)
  })
})
