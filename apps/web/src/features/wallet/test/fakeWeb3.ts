import { vi } from 'vitest'
import type { Web3State } from '../../../lib/Web3Context.ts'

export const TEST_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A connected (or not) wallet with spy actions, for components under `Web3Context`. */
export function fakeWeb3(overrides: Partial<Web3State> = {}): Web3State {
  return {
    clientConfig: null,
    isReady: true,
    address: undefined,
    isConnected: false,
    status: 'disconnected',
    chainId: undefined,
    isWrongNetwork: false,
    connector: null,
    connect: vi.fn(async () => {}),
    disconnect: vi.fn(async () => {}),
    switchNetwork: vi.fn(async () => {}),
    signMessage: vi.fn(async () => '0x1234' as const),
    openConnectModal: vi.fn(),
    openAccountModal: vi.fn(),
    openChainModal: vi.fn(),
    ...overrides,
  }
}

export function connectedWeb3(overrides: Partial<Web3State> = {}): Web3State {
  return fakeWeb3({
    address: TEST_ADDRESS,
    isConnected: true,
    status: 'connected',
    chainId: 8453,
    connector: { id: 'io.metamask', name: 'MetaMask', type: 'injected' },
    ...overrides,
  })
}
