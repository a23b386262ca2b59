import { AuthRequiredError, BadRequestError, type ErrorCode, NONCE_TTL_MS } from '@agora/domain'
import { type Address, type Hex, isAddress, isAddressEqual, recoverMessageAddress } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { enabledChainIds } from '../../chain/chains.ts'
import type { AppContext } from '../../context.ts'
import { assertNonceUsable } from './nonces.ts'
import { walletSignatureMatches } from './walletSignatures.ts'

const CLOCK_SKEW_MS = 60_000

export type SignInAttempt = { address: string; message: string; signature: Hex; nonce: string }
/** Who is asking, for the per-client limit on chain checks. */
export type SignInClient = { ip: string }

const refuse = (code: ErrorCode, message: string) => new AuthRequiredError(message, code)

/**
 * Cheap checks first: every field of the SIWE message against this server (libraries skip
 * some), the nonce, then the signature (`walletSignatureMatches`: ECDSA recovery, and chain
 * calls only for a contract wallet). Returns the chain id signed for.
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

function signatureMatches(
  ctx: AppContext,
  chainId: number,
  attempt: SignInAttempt,
  signer: SignInClient,
) {
  const { message, signature } = attempt
  return walletSignatureMatches(
    ctx,
    {
      address: attempt.address as Address,
      signature,
      chainId,
      recover: () => recoverMessageAddress({ message, signature }),
      verifyOnChain: (client) =>
        verifySiweMessage(client, { message, signature, time: ctx.clock.now() }),
    },
    signer,
  )
}

function sameOrigin(uri: string, publicUrl: URL) {
  try {
    return new URL(uri).origin === publicUrl.origin
  } catch {
    return false
  }
}
