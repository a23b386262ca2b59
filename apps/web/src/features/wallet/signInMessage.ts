import type { ClientConfig } from '@agora/domain'
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'
import { ApiError, apiFetch } from '../../lib/api.ts'

/** Worded like the server's message, so a wallet shows the same text either way. */
const SIGN_IN_STATEMENT =
  'Sign in to Agora with your wallet. This costs nothing and sends no transaction.'

export type SignInMessage = { nonce: string; message: string }

/** The chain a sign-in message names: the wallet's when Agora supports it, else the default. */
export function signInChainId(walletChainId: number | undefined, config: ClientConfig | null) {
  if (!config) return walletChainId
  const supported = config.chains.some((chain) => chain.id === walletChainId)
  return supported ? walletChainId : config.defaultChainId
}

/** A nonce and message made here, for when the server cannot give one (spec §8). */
export function localSignInMessage(address: `0x${string}`, chainId: number): SignInMessage {
  const nonce = generateSiweNonce()
  const message = createSiweMessage({
    domain: window.location.host,
    uri: window.location.origin,
    address,
    chainId,
    nonce,
    version: '1',
    issuedAt: new Date(),
    statement: SIGN_IN_STATEMENT,
  })
  return { nonce, message }
}

/**
 * The EIP-4361 message to sign, built by the server (POST /api/auth/nonce) and signed exactly
 * as received; a local one only when the server cannot be reached (spec §8's offline sign-in).
 * A server that answers with a refusal (429, 5xx) is not offline: a local nonce would only be
 * refused after the person signed, so its reason is passed on instead.
 */
export async function prepareSignInMessage(
  address: `0x${string}`,
  chainId: number,
): Promise<SignInMessage> {
  try {
    const { nonce, message } = await apiFetch<SignInMessage>('/api/auth/nonce', {
      method: 'POST',
      body: { walletAddress: address, chainId },
    })
    return { nonce, message }
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NETWORK_ERROR') {
      return localSignInMessage(address, chainId)
    }
    throw error
  }
}
