import {
  RainbowKitAuthenticationProvider,
  RainbowKitProvider,
  useConnectModal,
} from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { custom, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConfig, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { base } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'
import { setDemoWalletAuthorized } from './demo/demoKey.ts'
import { createDemoProvider } from './demo/demoProvider.ts'
import { localSignInMessage } from './signInMessage.ts'
import { createWalletAuthAdapter } from './walletAuthAdapter.ts'

/** A wallet that signs for real (the demo wallet's provider), connected before the modal opens. */
async function connectedConfig(rejectSignatures = false) {
  const account = privateKeyToAccount(generatePrivateKey())
  setDemoWalletAuthorized(true)
  const provider = createDemoProvider(() => account, [base], base.id)
  if (rejectSignatures) {
    const request = provider.request
    provider.request = (async (args: { method: string }) => {
      if (args.method === 'personal_sign') {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      }
      return request(args as never)
    }) as typeof provider.request
  }
  const config = createConfig({
    chains: [base],
    multiInjectedProviderDiscovery: false,
    storage: null,
    connectors: [injected({ target: { id: 'test', name: 'Test wallet', provider } })],
    transports: { [base.id]: custom({ request: async () => null }) },
  })
  const [connector] = config.connectors
  if (!connector) throw new Error('no connector')
  await connect(config, { connector })
  return { config, account }
}

function OpenModal() {
  const { openConnectModal } = useConnectModal()
  return (
    <button type="button" onClick={openConnectModal} disabled={!openConnectModal}>
      open
    </button>
  )
}

async function renderSignIn(
  verify: (message: string, signature: string) => Promise<unknown>,
  reject = false,
) {
  const { config, account } = await connectedConfig(reject)
  const adapter = createWalletAuthAdapter({
    currentAccount: () => ({ address: account.address, chainId: base.id }),
    prepareMessage: async () => localSignInMessage(account.address, base.id),
    completeSignIn: ({ message, signature }) => verify(message, signature),
    signOut: async () => {},
  })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WagmiProvider config={config} reconnectOnMount={false}>
        <RainbowKitAuthenticationProvider adapter={adapter} status="unauthenticated">
          <RainbowKitProvider>
            <OpenModal />
          </RainbowKitProvider>
        </RainbowKitAuthenticationProvider>
      </WagmiProvider>
    </QueryClientProvider>,
  )
  fireEvent.click(await screen.findByRole('button', { name: 'open' }))
  await screen.findByText('Verify your account')
  return { account }
}

afterEach(() => vi.restoreAllMocks())

describe('the sign-in modal with the Agora adapter (spec §4 Wallet sign-in steps)', () => {
  it('goes idle → signing → verifying, and closes once the server accepts', async () => {
    let accept: (value: unknown) => void = () => {}
    const verify = vi.fn(
      (_message: string, _signature: string) => new Promise((resolve) => (accept = resolve)),
    )
    const { account } = await renderSignIn(verify)

    fireEvent.click(await screen.findByRole('button', { name: 'Sign message' }))
    await screen.findByRole('button', { name: 'Verifying signature...' })
    const [message = '', signature = '0x'] = verify.mock.calls[0] ?? []
    expect(message).toContain(`${window.location.host} wants you to sign in`)
    expect(
      await verifyMessage({
        address: account.address,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)

    await act(async () => accept(undefined))
    await waitFor(() => expect(screen.queryByText('Verify your account')).toBeNull())
  })

  it('returns to idle with the retry text when verification fails', async () => {
    const verify = vi.fn(async () => {
      throw new Error('Authentication failed (401)')
    })
    await renderSignIn(verify)
    fireEvent.click(await screen.findByRole('button', { name: 'Sign message' }))
    await screen.findByText('Error verifying signature, please retry!')
    expect(verify).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Sign message' })).toBeTruthy()
  })

  it('returns quietly to idle when the user rejects the signature', async () => {
    const verify = vi.fn(async () => {})
    await renderSignIn(verify, true)
    fireEvent.click(await screen.findByRole('button', { name: 'Sign message' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign message' })).toBeTruthy())
    expect(screen.queryByText(/please retry/)).toBeNull()
    expect(verify).not.toHaveBeenCalled()
  })
})
