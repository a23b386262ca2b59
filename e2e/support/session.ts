import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhatAccount0Key } from './wallet.ts'

export const AUTH_TOKEN_KEY = 'auth_token'

type NonceReply = { nonce: string; message: string }
type SessionReply = { token: string; user: { id: string; handle: string } }

export type ApiSession = SessionReply & { address: Hex }

/**
 * Signs in with a wallet key through the API alone (nonce → SIWE signature → token), the way
 * the web app does, but without a browser. Defaults to Hardhat's first account.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  privateKey: Hex = hardhatAccount0Key,
  { welcome = false }: { welcome?: boolean } = {},
): Promise<ApiSession> {
  const account = privateKeyToAccount(privateKey)
  const nonceResponse = await request.post('/api/auth/nonce', {
    data: { walletAddress: account.address },
  })
  if (!nonceResponse.ok()) throw new Error(`nonce: ${await nonceResponse.text()}`)
  const { nonce, message } = (await nonceResponse.json()) as NonceReply
  const signature = await account.signMessage({ message })
  const response = await request.post('/api/auth/wallet', {
    data: { address: account.address, signature, message, nonce },
  })
  if (!response.ok()) throw new Error(`wallet sign-in: ${await response.text()}`)
  const { token, user } = (await response.json()) as SessionReply
  // specs about something else start as someone who has already closed the welcome step
  if (!welcome) await skipWelcome(request, token)
  return { token, user, address: account.address }
}

/** Closes the welcome step for this account, as "Skip for now" does. */
export async function skipWelcome(request: APIRequestContext, token: string) {
  const response = await request.put('/api/auth/preferences', {
    headers: bearer(token),
    data: { preferences: { welcomeDismissed: true } },
  })
  if (!response.ok()) throw new Error(`preferences: ${await response.text()}`)
}

/**
 * Makes the account of a wallet that will sign in through the UI, with the welcome step
 * already closed, so a spec about something else is not stopped by it.
 */
export async function prepareWalletAccount(baseURL: string, privateKey: Hex) {
  const api = await playwrightRequest.newContext({ baseURL })
  try {
    await signInThroughApi(api, privateKey)
  } finally {
    await api.dispose()
  }
}

/**
 * Puts a session token where the web app keeps it, before the first page of `page` loads.
 * Once per tab: a later logout and reload stay logged out.
 */
export async function useSession(page: Page, token: string) {
  await page.addInitScript(
    ({ key, value }) => {
      const seeded = '__agora_e2e_session_seeded'
      if (window.sessionStorage.getItem(seeded) === value) return
      window.sessionStorage.setItem(seeded, value)
      window.localStorage.setItem(key, value)
    },
    { key: AUTH_TOKEN_KEY, value: token },
  )
}

/** The bearer header for calling the API as that session. */
export function bearer(token: string) {
  return { authorization: `Bearer ${token}` }
}
