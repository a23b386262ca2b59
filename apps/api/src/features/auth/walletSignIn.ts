import { BadRequestError, DEFAULT_CHAIN_ID, ForbiddenError } from '@agora/domain'
import { isAddress } from 'viem'
import { enabledChainIds } from '../../chain/chains.ts'
import type { AppContext } from '../../context.ts'
import type { Viewer } from '../../http/viewer.ts'
import { startSession } from '../../sessions.ts'
import { consumeNonce, issueNonce } from './nonces.ts'
import { createSignInMessage } from './siweMessage.ts'
import { findOrCreateWalletUser, linkWallet, toUser } from './users.ts'
import { type SignInAttempt, type SignInClient, verifySignIn } from './verifySignIn.ts'

export async function prepareSignIn(
  ctx: AppContext,
  walletAddress: string,
  chainId = DEFAULT_CHAIN_ID,
) {
  if (!isAddress(walletAddress, { strict: true })) {
    throw new BadRequestError('ADDRESS_CHECKSUM_INVALID')
  }
  if (!enabledChainIds(ctx.config).includes(chainId)) {
    throw new BadRequestError('SIGN_IN_CHAIN_NOT_SUPPORTED', { chainId })
  }
  const { nonce, issuedAt, expiresAt } = await issueNonce(ctx, walletAddress, chainId)
  const message = createSignInMessage({
    publicUrl: ctx.config.publicUrl,
    address: walletAddress,
    chainId,
    nonce,
    issuedAt,
    expiresAt,
  })
  return { nonce, message }
}

/**
 * Signs a wallet in; with a signed-in `viewer` (an e-mail account) it links the wallet
 * to that account instead of opening another.
 */
export async function completeSignIn(
  ctx: AppContext,
  attempt: SignInAttempt,
  viewer: Viewer | null,
  client?: SignInClient,
) {
  await verifySignIn(ctx, attempt, client)
  await consumeNonce(ctx, attempt.nonce, attempt.address)
  const user = viewer
    ? await linkWallet(ctx, viewer.userId, attempt.address)
    : await findOrCreateWalletUser(ctx, attempt.address)
  if (user.isSuspended || !user.isActive) throw new ForbiddenError('ACCOUNT_SUSPENDED')
  const token = await startSession(ctx, user.id, 'wallet')
  return { token, user: toUser(user) }
}
