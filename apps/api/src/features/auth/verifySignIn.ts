import { AuthRequiredError, BadRequestError, NONCE_TTL_MS } from '@agora/domain'
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
    throw new BadRequestError('ADDRESS_INVALID')
  }
  const fields = parseSiweMessage(attempt.message)
  const { address, domain, uri, version, chainId, nonce, issuedAt } = fields
  if (!address || !domain || !uri || !version || !chainId || !nonce || !issuedAt) {
    throw new BadRequestError('MESSAGE_INVALID')
  }

  const { publicUrl } = ctx.config
  if (domain !== publicUrl.host || !sameOrigin(uri, publicUrl)) {
    throw new AuthRequiredError('DOMAIN_MISMATCH')
  }
  if (version !== '1') throw new AuthRequiredError('VERSION_UNSUPPORTED')
  if (!enabledChainIds(ctx.config).includes(chainId)) {
    throw new AuthRequiredError('SIGN_IN_CHAIN_NOT_SUPPORTED', { chainId })
  }
  if (!isAddressEqual(address, attempt.address)) throw new AuthRequiredError('ADDRESS_MISMATCH')
  if (nonce !== attempt.nonce) throw new AuthRequiredError('NONCE_INVALID')

  const now = ctx.clock.now().getTime()
  const issued = issuedAt.getTime()
  if (Number.isNaN(issued) || issued > now + CLOCK_SKEW_MS) {
    throw new AuthRequiredError('MESSAGE_DATED_IN_FUTURE')
  }
  if (
    now - issued > NONCE_TTL_MS ||
    (fields.expirationTime && now >= fields.expirationTime.getTime())
  ) {
    throw new AuthRequiredError('MESSAGE_EXPIRED')
  }
  if (fields.notBefore && now < fields.notBefore.getTime() - CLOCK_SKEW_MS) {
    throw new AuthRequiredError('MESSAGE_NOT_YET_VALID')
  }

  await assertNonceUsable(ctx, attempt.nonce, attempt.address)

  if (!(await signatureMatches(ctx, chainId, attempt, client))) {
    throw new AuthRequiredError('SIGNATURE_INVALID')
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
