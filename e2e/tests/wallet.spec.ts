import type { Page } from '@playwright/test'
import { stringToHex, verifyMessage, verifyTypedData } from 'viem'
import { expect, test } from '../support/fixtures.ts'
import { testWalletInfo } from '../support/wallet.ts'

const message = 'Sign in to Agora'

const typedData = {
  domain: { name: 'Agora', version: '1', chainId: 31337 },
  types: { Vote: [{ name: 'proposal', type: 'uint256' }] },
  primaryType: 'Vote',
  message: { proposal: 7n },
} as const

/** Asks the page for EIP-6963 wallets and sends `method` to the test wallet's provider. */
function requestFromPage(page: Page, method: string, params?: unknown[]) {
  return page.evaluate(
    async ({ rdns, method, params }) => {
      type Provider = { request: (args: { method: string; params?: unknown[] }) => unknown }
      type Announcement = CustomEvent<{ info: { rdns: string }; provider: Provider }>
      const provider = await new Promise<Provider>((resolve) => {
        const onAnnounce = (event: Event) => {
          const { detail } = event as Announcement
          if (detail.info.rdns === rdns) resolve(detail.provider)
        }
        window.addEventListener('eip6963:announceProvider', onAnnounce)
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      })
      try {
        return { result: await provider.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code?: number; message?: string }
        return { error: { code, message } }
      }
    },
    { rdns: testWalletInfo.rdns, method, params },
  )
}

test('the announced wallet connects, reports its chain and signs verifiably', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  const address = wallet.account.address

  expect(await requestFromPage(page, 'eth_accounts')).toEqual({ result: [] })
  expect(await requestFromPage(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
  expect(await requestFromPage(page, 'eth_requestAccounts')).toEqual({ result: [address] })
  expect(await requestFromPage(page, 'eth_accounts')).toEqual({ result: [address] })

  const signed = await requestFromPage(page, 'personal_sign', [stringToHex(message), address])
  const signature = signed.result as `0x${string}`
  expect(await verifyMessage({ address, message, signature })).toBe(true)
  expect(await verifyMessage({ address, message: 'something else', signature })).toBe(false)
})

test('typed data (EIP-712) signatures verify for the wallet account', async ({ page, wallet }) => {
  await page.goto('/')
  const address = wallet.account.address
  await requestFromPage(page, 'eth_requestAccounts')

  const json = JSON.stringify(typedData, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  )
  const signed = await requestFromPage(page, 'eth_signTypedData_v4', [address, json])
  const signature = signed.result as `0x${string}`
  expect(await verifyTypedData({ address, signature, ...typedData })).toBe(true)
})

test('switching chain changes the reported chain id', async ({ page, wallet }) => {
  await page.goto('/')
  await requestFromPage(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])
  expect(await requestFromPage(page, 'eth_chainId')).toEqual({ result: '0x1' })
  expect(wallet.chainId).toBe(1)
})

test('signing before connecting is refused as unauthorized', async ({ page, wallet }) => {
  await page.goto('/')
  const reply = await requestFromPage(page, 'personal_sign', [
    stringToHex(message),
    wallet.account.address,
  ])
  expect(reply).toMatchObject({ error: { code: 4100 } })
})

test.describe('a wallet that rejects signatures', () => {
  test.use({ walletOptions: { rejectSignatures: true } })

  test('still connects but answers personal_sign with EIP-1193 error 4001', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    expect(await requestFromPage(page, 'eth_requestAccounts')).toEqual({
      result: [wallet.account.address],
    })
    const reply = await requestFromPage(page, 'personal_sign', [
      stringToHex(message),
      wallet.account.address,
    ])
    expect(reply).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
  })
})
