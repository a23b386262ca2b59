import { describe, expect, it } from 'vitest'
import { pickConnector } from './connectPreference.ts'

const connectors = [{ id: 'coinbaseWalletSDK' }, { id: 'injected' }, { id: 'metaMask' }]

describe('pickConnector (spec §4 Connect action)', () => {
  it('takes the one asked for', () => {
    expect(pickConnector(connectors, 'coinbaseWalletSDK')?.id).toBe('coinbaseWalletSDK')
  })

  it('prefers MetaMask, then the injected wallet, then the first', () => {
    expect(pickConnector(connectors)?.id).toBe('metaMask')
    expect(pickConnector(connectors.slice(0, 2))?.id).toBe('injected')
    expect(pickConnector(connectors.slice(0, 1))?.id).toBe('coinbaseWalletSDK')
    expect(pickConnector(connectors, 'unknown')?.id).toBe('metaMask')
  })

  it('finds nothing when there is no connector', () => {
    expect(pickConnector([])).toBeUndefined()
  })
})
