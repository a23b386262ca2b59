import { MESSAGING_KEY_MESSAGE } from '@agora/domain'
import { expect, type Page } from '@playwright/test'
import { hexToString, isHex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { type ConnectedTab, expectConnected, openConnectedTab } from '../support/connectedTab.ts'
import { test } from '../support/fixtures.ts'
import { unlockMessages } from '../support/messaging.ts'
import { AUTH_TOKEN_KEY } from '../support/session.ts'

/** What the wallet sign-in flow shows: its button, modal, pending state and toast. */
const SIGN_IN_FLOW_TEXTS = [
  'Connect Wallet',
  'Connect a Wallet',
  'Signing in…',
  'Successfully logged in',
]
const SEEN_KEY = '__e2e_sign_in_flow_seen'

/** Notes, for the tab's whole life (reloads too), which of the sign-in flow's texts ever showed. */
async function watchForSignInFlow(page: Page) {
  await page.addInitScript(
    ({ texts, key }) => {
      const seen = new Set<string>(JSON.parse(window.sessionStorage.getItem(key) ?? '[]'))
      const check = () => {
        const shown = document.body?.textContent ?? ''
        const before = seen.size
        for (const text of texts) if (shown.includes(text)) seen.add(text)
        if (seen.size > before) window.sessionStorage.setItem(key, JSON.stringify([...seen]))
      }
      new MutationObserver(check).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      })
    },
    { texts: SIGN_IN_FLOW_TEXTS, key: SEEN_KEY },
  )
}

const signInFlowSeen = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.sessionStorage.getItem(key) ?? '[]'), SEEN_KEY)

/** The page's own sign-in calls to the API (the tab's session was made before it opened). */
function recordSignInCalls(page: Page) {
  const calls: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/auth/nonce') || pathname.startsWith('/api/auth/wallet')) {
      calls.push(`${request.method()} ${pathname}`)
    }
  })
  return calls
}

async function openWatchedTab(browser: Parameters<typeof openConnectedTab>[0], baseURL: string) {
  let signInCalls: string[] = []
  const tab = await openConnectedTab(browser, baseURL, generatePrivateKey(), {
    beforeFirstPage: async (page) => {
      await watchForSignInFlow(page)
      signInCalls = recordSignInCalls(page)
    },
  })
  return { ...tab, signInCalls }
}

const walletMethods = (tab: ConnectedTab) => tab.wallet.requests.map((request) => request.method)

/** The messages the wallet was asked to sign, as text. */
const signedMessages = (tab: ConnectedTab) =>
  tab.wallet.requests
    .filter((request) => request.method === 'personal_sign')
    .map(({ params: [message] }) =>
      typeof message === 'string' && isHex(message) ? hexToString(message) : message,
    )

test('a connected tab unlocks Messages with one real signature from its wallet', async ({
  browser,
  baseURL,
}) => {
  const tab = await openWatchedTab(browser, baseURL as string)
  await unlockMessages(tab.page)

  // the wallet was reconnected, never asked to connect, and signed only the messaging key
  expect(walletMethods(tab)).not.toContain('eth_requestAccounts')
  expect(signedMessages(tab)).toEqual([MESSAGING_KEY_MESSAGE])
  expect(tab.signInCalls).toEqual([])
  expect(await signInFlowSeen(tab.page)).toEqual([])
  // a first visit's key lookup is a 404, which the browser logs
  expect(
    tab.consoleErrors.filter((line) => !/status of 404 .*\/api\/messages\/keys/.test(line)),
  ).toEqual([])
  await tab.page.context().close()
})

test('a connected tab never shows the sign-in flow, and stays signed in and connected after a reload', async ({
  browser,
  baseURL,
}) => {
  const tab = await openWatchedTab(browser, baseURL as string)
  const { page } = tab
  expect(await signInFlowSeen(page)).toEqual([])

  await page.reload()
  await expectConnected(page)
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)).toBe(
    tab.session.token,
  )

  // the connected account is the wallet's: the Wallet page shows its address
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu for / })
    .click()
  await page.getByRole('menuitem', { name: 'Wallet', exact: true }).click()
  await expect(page.locator(`code[title="${tab.session.address}"]`)).toBeVisible()

  expect(await signInFlowSeen(page)).toEqual([])
  expect(walletMethods(tab)).not.toContain('eth_requestAccounts')
  expect(signedMessages(tab)).toEqual([])
  expect(tab.signInCalls).toEqual([])
  expect(tab.consoleErrors).toEqual([])
  await tab.page.context().close()
})
