import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../lib/queryClient.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import type { Web3State } from '../../lib/Web3Context.ts'
import { json, networkDown, stubApi } from '../auth/test/stubApi.ts'
import { BUILT_IN_CLIENT_CONFIG } from './clientConfigData.ts'
import { LAST_CLIENT_CONFIG_KEY } from './lastClientConfigKey.ts'
import { TEST_ADDRESS } from './test/fakeWeb3.ts'
import type { WalletKit, WalletSnapshot } from './WalletKit.ts'
import { useWalletKitBridge } from './WalletKitContext.ts'
import { Web3Provider } from './Web3Provider.tsx'

const kit = vi.hoisted(() => ({ current: null as WalletKit | null, config: null as unknown }))
vi.mock('./createWalletKit.ts', () => ({
  createWalletKit: (config: unknown) => {
    kit.config = config
    return kit.current
  },
}))

const disconnected: WalletSnapshot = {
  address: undefined,
  status: 'disconnected',
  chainId: undefined,
  isWrongNetwork: false,
  connector: null,
}

function fakeKit() {
  let notify: (snapshot: WalletSnapshot) => void = () => {}
  const fake = {
    wagmiConfig: {} as WalletKit['wagmiConfig'],
    snapshot: () => disconnected,
    subscribe: (onChange: (snapshot: WalletSnapshot) => void) => {
      notify = onChange
      return () => {}
    },
    reconnect: vi.fn(async () => {}),
    connect: vi.fn(async () => {}),
    disconnect: vi.fn(async () => {}),
    switchNetwork: vi.fn(async () => {}),
    signMessage: vi.fn(async () => '0x01' as const),
  } satisfies WalletKit
  kit.current = fake
  return { fake, emit: (snapshot: WalletSnapshot) => notify(snapshot) }
}

let web3: Web3State | null = null
function Probe({ registerOpeners }: { registerOpeners?: () => void }) {
  web3 = useWeb3()
  const { kit: loaded, registerModals } = useWalletKitBridge()
  useEffect(() => {
    if (loaded && registerOpeners) registerModals({ openConnectModal: registerOpeners })
  }, [loaded, registerModals, registerOpeners])
  return null
}

function renderProvider(registerOpeners?: () => void) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Web3Provider>
        <Probe registerOpeners={registerOpeners} />
      </Web3Provider>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  window.localStorage.clear()
  web3 = null
})

/** wagmi's note of the last wallet used: a returning visitor. */
function rememberWallet() {
  window.localStorage.setItem('wagmi.recentConnectorId', '"io.metamask"')
}

describe('Web3Provider', () => {
  it("loads the wallet kit with the server's config, reconnects, and follows the wallet", async () => {
    rememberWallet()
    const { fake, emit } = fakeKit()
    const config = { ...BUILT_IN_CLIENT_CONFIG, demoWallet: true }
    stubApi({ 'GET /api/config': json(200, config) })
    renderProvider()
    await waitFor(() => expect(web3?.isReady).toBe(true))
    expect(kit.config).toEqual(config)
    expect(fake.reconnect).toHaveBeenCalled()

    act(() =>
      emit({
        ...disconnected,
        address: TEST_ADDRESS,
        status: 'connected',
        chainId: 8453,
        connector: { id: 'io.metamask', name: 'MetaMask', type: 'injected' },
      }),
    )
    expect(web3).toMatchObject({ isConnected: true, address: TEST_ADDRESS, chainId: 8453 })
  })

  it('falls back to the built-in chains when /api/config cannot be reached', async () => {
    rememberWallet()
    fakeKit()
    stubApi({ 'GET /api/config': networkDown })
    renderProvider()
    await waitFor(() => expect(web3?.isReady).toBe(true), { timeout: 4000 })
    expect(kit.config).toEqual(BUILT_IN_CLIENT_CONFIG)
  })

  it("starts offline with the config the server gave last time, then builds the kit again with the server's", async () => {
    rememberWallet()
    const { fake } = fakeKit()
    const local = {
      ...BUILT_IN_CLIENT_CONFIG,
      chains: [{ id: 31337, name: 'Hardhat', rpcUrl: 'http://127.0.0.1:8545' }],
      defaultChainId: 31337,
    }
    window.localStorage.setItem(LAST_CLIENT_CONFIG_KEY, JSON.stringify(local))
    stubApi({ 'GET /api/config': networkDown })
    renderProvider()
    await waitFor(() => expect(web3?.isReady).toBe(true), { timeout: 4000 })
    expect(kit.config).toEqual(local)

    const now = { ...local, demoWallet: true }
    stubApi({ 'GET /api/config': json(200, now) })
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(kit.config).toEqual(now))
    await waitFor(() => expect(fake.reconnect).toHaveBeenCalledTimes(2))
    expect(JSON.parse(window.localStorage.getItem(LAST_CLIENT_CONFIG_KEY) ?? '')).toEqual(now)
  })

  it('leaves a first visit without the wallet library until it is asked for', async () => {
    const { fake } = fakeKit()
    stubApi({ 'GET /api/config': json(200, BUILT_IN_CLIENT_CONFIG) })
    renderProvider()
    await waitFor(() => expect(web3?.clientConfig).toBeTruthy())
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(web3?.isReady).toBe(false)
    expect(fake.reconnect).not.toHaveBeenCalled()
    act(() => web3?.openConnectModal())
    await waitFor(() => expect(web3?.isReady).toBe(true))
  })

  it('opens the connect modal asked for before the wallet UI was there', async () => {
    fakeKit()
    stubApi({ 'GET /api/config': json(200, BUILT_IN_CLIENT_CONFIG) })
    const openConnectModal = vi.fn()
    renderProvider(openConnectModal)
    act(() => web3?.openConnectModal())
    await waitFor(() => expect(openConnectModal).toHaveBeenCalledTimes(1))
  })
})
