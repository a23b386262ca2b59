import type { LightMyRequestResponse } from 'fastify'
import type { LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { App } from '../src/app.ts'

export function newWallet() {
  return privateKeyToAccount(generatePrivateKey())
}

/**
 * A client address of its own for each request, so a suite's many sign-ins are not
 * mistaken for one client hammering the per-IP rate limits.
 */
export function anyClientIp() {
  const byte = () => Math.floor(Math.random() * 254) + 1
  return `10.${byte()}.${byte()}.${byte()}`
}

export async function requestNonce(app: App, address: string, chainId?: number) {
  const res = await app.inject({
    method: 'POST',
    remoteAddress: anyClientIp(),
    url: '/api/auth/nonce',
    payload: { walletAddress: address, ...(chainId ? { chainId } : {}) },
  })
  if (res.statusCode !== 200) throw new Error(`nonce refused: ${res.body}`)
  return res.json() as { nonce: string; message: string }
}

type WalletLogin = { address: string; signature: string; message: string; nonce: string }

export function postWalletLogin(
  app: App,
  body: WalletLogin,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    remoteAddress: anyClientIp(),
    url: '/api/auth/wallet',
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
}

/** The whole SIWE round trip with a real signature; returns the session token. */
export async function signIn(
  app: App,
  account: LocalAccount = newWallet(),
  options: { chainId?: number; token?: string } = {},
) {
  const { nonce, message } = await requestNonce(app, account.address, options.chainId)
  const signature = await account.signMessage({ message })
  const res = await postWalletLogin(
    app,
    { address: account.address, signature, message, nonce },
    options.token,
  )
  if (res.statusCode !== 200) throw new Error(`sign-in refused: ${res.body}`)
  return res.json().token as string
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` }
}
