import {
  AuthRequiredError,
  BadRequestError,
  type ErrorCode,
  NONCE_TTL_MS,
  ServiceUnavailableError,
} from '@agora/domain'
import { type Address, type Hex, isAddress, isAddressEqual, recoverMessageAddress } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { isErc6492Signature } from 'viem/utils'
import { enabledChainIds } from '../../chain/chains.ts'
import type { AppContext } from '../../context.ts'
import { assertNonceUsable } from './nonces.ts'
import {
  assertChainCheckAllowed,
  hasContractCode,
  isKnownKeyHeld,
  rememberKeyHeld,
} from './walletKinds.ts'

const CLOCK_SKEW_MS = 60_000

export type SignInAttempt = { address: string; message: string; signature: Hex; nonce: string }
/** Who is asking, for the per-client limit on chain checks. */
export type SignInClient = { ip: string }

const refuse = (code: ErrorCode, message: string) => new AuthRequiredError(message, code)

/**
 * Cheap checks first: every field of the SIWE message against this server (libraries skip
 * some), the nonce, then ECDSA recovery. Only a signature that may be a contract wallet's
 * (ERC-1271 at an address with code, ERC-6492) costs chain calls, limited per client,
 * with short timeouts. Returns the chain id signed for.
 */
export async function verifySignIn(
  ctx: AppContext,
  attempt: SignInAttempt,
  client: SignInClient = { ip: 'unknown' },
) {
  if (!isAddress(attempt.address, { strict: false })) {
    throw new BadRequestError('This is not a valid wallet address', 'ADDRESS_INVALID')
  }
  const fields = parseSiweMessage(attempt.message)
  const { address, domain, uri, version, chainId, nonce, issuedAt } = fields
  if (!address || !domain || !uri || !version || !chainId || !nonce || !issuedAt) {
    throw new BadRequestError(
      'The sign-in message is not a valid EIP-4361 message',
      'MESSAGE_INVALID',
    )
  }

  const { publicUrl } = ctx.config
  if (domain !== publicUrl.host || !sameOrigin(uri, publicUrl)) {
    throw refuse('DOMAIN_MISMATCH', 'This sign-in message was made for another site')
  }
  if (version !== '1')
    throw refuse('VERSION_UNSUPPORTED', 'Only version 1 sign-in messages are accepted')
  if (!enabledChainIds(ctx.config).includes(chainId)) {
    throw refuse('CHAIN_NOT_SUPPORTED', `Chain ${chainId} is not supported for sign-in`)
  }
  if (!isAddressEqual(address, attempt.address)) {
    throw refuse('ADDRESS_MISMATCH', 'The message was signed for another address')
  }
  if (nonce !== attempt.nonce)
    throw refuse('NONCE_INVALID', 'This sign-in request is not valid. Please try again.')

  const now = ctx.clock.now().getTime()
  const issued = issuedAt.getTime()
  if (Number.isNaN(issued) || issued > now + CLOCK_SKEW_MS) {
    throw refuse('MESSAGE_NOT_YET_VALID', 'The sign-in message is dated in the future')
  }
  if (
    now - issued > NONCE_TTL_MS ||
    (fields.expirationTime && now >= fields.expirationTime.getTime())
  ) {
    throw refuse('MESSAGE_EXPIRED', 'This sign-in message expired. Please try again.')
  }
  if (fields.notBefore && now < fields.notBefore.getTime() - CLOCK_SKEW_MS) {
    throw refuse('MESSAGE_NOT_YET_VALID', 'This sign-in message is not valid yet')
  }

  await assertNonceUsable(ctx, attempt.nonce, attempt.address)

  if (!(await signatureMatches(ctx, chainId, attempt, client))) {
    throw refuse('SIGNATURE_INVALID', 'The signature does not match this wallet')
  }
  return chainId
}

async function signatureMatches(
  ctx: AppContext,
  chainId: number,
  attempt: SignInAttempt,
  signer: SignInClient,
) {
  // ordinary wallets are recovered locally and never wait on the chain
  if (await signedByKeyOf(attempt)) {
    rememberKeyHeld(ctx.chains, attempt.address)
    return true
  }
  const counterfactual = isErc6492Signature(attempt.signature)
  // an address a key has signed for is no contract: another key's signature is just wrong
  if (!counterfactual && isKnownKeyHeld(ctx.chains, attempt.address)) return false

  const now = ctx.clock.now().getTime()
  assertChainCheckAllowed(ctx.chains, signer.ip, now)
  // @NOTE fail closed: a contract wallet we cannot check on its chain is not signed in
  const client = ctx.chains.signInClient(chainId)
  const unavailable = new ServiceUnavailableError(
    'Cannot reach the chain to verify this smart wallet. Please try again shortly.',
    'CHAIN_UNAVAILABLE',
  )
  if (counterfactual) {
    // viem reports a failed contract call as an invalid signature, so ask the chain first
    await client.getChainId().catch(() => {
      throw unavailable
    })
  } else {
    const hasCode = await hasContractCode(
      ctx.chains,
      client,
      chainId,
      attempt.address as Address,
      now,
    ).catch(() => {
      throw unavailable
    })
    // no code and no ERC-6492 wrapper: nothing on the chain could vouch for this signature
    if (!hasCode) return false
  }
  try {
    return await verifySiweMessage(client, {
      message: attempt.message,
      signature: attempt.signature,
      time: ctx.clock.now(),
    })
  } catch {
    throw unavailable
  }
}

async function signedByKeyOf({ address, message, signature }: SignInAttempt) {
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address as Address)
  } catch {
    // not a plain 65-byte signature: ERC-1271 or ERC-6492
    return false
  }
}

function sameOrigin(uri: string, publicUrl: URL) {
  try {
    return new URL(uri).origin === publicUrl.origin
  } catch {
    return false
  }
}
