import {
  generateMessagingKeyPair,
  MESSAGING_KEY_MESSAGE,
  sealMessage,
  toBase64,
  wrapPrivateKey,
} from '@agora/domain'
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { type ConnectedTab, openConnectedTab } from './connectedTab.ts'
import { collectConsoleErrors } from './consoleErrors.ts'
import { type NetworkLog, recordNetwork } from './network.ts'
import { type ApiSession, bearer, prepareWalletAccount, signInThroughApi } from './session.ts'
import { installTestWallet, testWalletInfo } from './wallet.ts'

export type WalletTab = { page: Page; consoleErrors: string[]; network: NetworkLog }

/**
 * A tab of its own with a test wallet holding `privateKey`, signed in through the UI (the
 * Connect Wallet modal and a sign-in signature): for tests about that sign-in. Elsewhere
 * `openConnectedTab` (connectedTab.ts) gives the same signed-in, connected tab without it.
 */
export async function openWalletTab(
  browser: Browser,
  baseURL: string,
  privateKey: Hex,
  viewport = { width: 1280, height: 900 },
): Promise<WalletTab> {
  await prepareWalletAccount(baseURL, privateKey)
  const context = await browser.newContext({ baseURL, viewport })
  await installTestWallet(context, { privateKey })
  const page = await context.newPage()
  const network = recordNetwork(page)
  const consoleErrors = collectConsoleErrors(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: testWalletInfo.name }).click()
  await expect(page.getByText(`Successfully logged in with ${testWalletInfo.name}!`)).toBeVisible()
  return { page, consoleErrors, network }
}

/** Opens Messages and unlocks (or sets up) the messaging key with the wallet's signature. */
export async function unlockMessages(page: Page) {
  // the side navigation, or on phones the bottom tabs
  const navigation = page
    .getByRole('navigation', { name: 'Main' })
    .or(page.getByRole('navigation', { name: 'Tabs' }))
  await navigation.getByRole('link', { name: /^Messages/ }).click()
  await page.getByRole('button', { name: 'Unlock messages' }).click()
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible()
}

/** Sets up a messaging key for someone through the API alone, as the web app would; returns it. */
export async function publishMessagingKey(
  request: APIRequestContext,
  person: ApiSession,
  privateKey: Hex,
) {
  const keys = generateMessagingKeyPair()
  const signature = await privateKeyToAccount(privateKey).signMessage({
    message: MESSAGING_KEY_MESSAGE,
  })
  const response = await request.put('/api/messages/keys', {
    headers: bearer(person.token),
    data: {
      publicKey: toBase64(keys.publicKey),
      wrappedPrivateKey: wrapPrivateKey(keys.privateKey, signature),
    },
  })
  expect(response.status()).toBe(200)
  return keys
}

/**
 * `from` writes a first message to `to` through the API alone, sealed as the web app seals it
 * (both have set up messages); returns the new conversation's id.
 */
export async function sendFirstMessage(
  request: APIRequestContext,
  from: { session: ApiSession; privateKey: Hex },
  to: { session: ApiSession; privateKey: Hex },
  text: string,
): Promise<string> {
  const senderKeys = await publishMessagingKey(request, from.session, from.privateKey)
  const recipientKeys = await publishMessagingKey(request, to.session, to.privateKey)
  const envelope = sealMessage({
    text,
    sender: { address: from.session.address, privateKey: senderKeys.privateKey },
    recipients: [{ address: to.session.address, publicKey: recipientKeys.publicKey }],
  })
  const response = await request.post('/api/messages', {
    headers: bearer(from.session.token),
    data: { recipient: to.session.address, envelope },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { data: { conversationId: string } }).data.conversationId
}

/**
 * Two new wallets; the first (`sender`) writes `text` to the second, whose tab (signed in and
 * connected, see `openConnectedTab`) is returned. The reader follows the sender first, so the
 * message lands in their conversations rather than in "Requests".
 */
export async function readerOfFirstMessage(
  request: APIRequestContext,
  browser: Browser,
  baseURL: string,
  text: string,
): Promise<ConnectedTab & { sender: ApiSession }> {
  const [senderKey, readerKey] = [generatePrivateKey(), generatePrivateKey()]
  const sender = await signInThroughApi(request, senderKey)
  const reader = await signInThroughApi(request, readerKey)
  const follow = await request.post(`/api/users/${sender.address}/follow`, {
    headers: bearer(reader.token),
  })
  expect(follow.ok()).toBe(true)
  await sendFirstMessage(
    request,
    { session: sender, privateKey: senderKey },
    { session: reader, privateKey: readerKey },
    text,
  )
  return { ...(await openConnectedTab(browser, baseURL, readerKey)), sender }
}
