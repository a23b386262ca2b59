import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'

export const SIGN_IN_STATEMENT =
  'Sign in to Agora with your wallet. This costs nothing and sends no transaction.'

export type SignInMessageFields = {
  publicUrl: URL
  address: string
  chainId: number
  nonce: string
  issuedAt: Date
  expiresAt: Date
}

/** The EIP-4361 message a wallet signs to sign in, bound to this server's host and origin. */
export function createSignInMessage(fields: SignInMessageFields) {
  return createSiweMessage({
    domain: fields.publicUrl.host,
    uri: fields.publicUrl.origin,
    address: getAddress(fields.address),
    version: '1',
    chainId: fields.chainId,
    nonce: fields.nonce,
    issuedAt: fields.issuedAt,
    expirationTime: fields.expiresAt,
    statement: SIGN_IN_STATEMENT,
  })
}
