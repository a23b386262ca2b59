import { type ErrorCode, ServiceUnavailableError } from '@agora/domain'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { type Address, type Hex, isAddressEqual, type PublicClient } from 'viem'
import { isErc6492Signature } from 'viem/utils'
import type { AppContext } from '../../context.ts'
import { authNonces } from '../../db/schema/auth.ts'
import {
  assertChainCheckAllowed,
  hasContractCode,
  isKnownKeyHeld,
  rememberKeyHeld,
} from './walletKinds.ts'

/** A signature to check against a wallet, whatever was signed (a SIWE message, typed data). */
export type WalletSignature = {
  address: Address
  signature: Hex
  /** Where a contract wallet lives: ERC-1271 and ERC-6492 are asked there. */
  chainId: number
  /** The key that made an ordinary 65-byte signature; throws when it is not one. */
  recover(): Promise<Address>
  /** The chain's verdict for a contract wallet (ERC-1271, or ERC-6492 when not deployed). */
  verifyOnChain(client: PublicClient): Promise<boolean>
}

/**
 * Whether `address` made `signature`, for EOAs, ERC-1271 and ERC-6492 wallets alike.
 * Ordinary wallets are recovered locally and never wait on the chain; only a signature that
 * may be a contract wallet's costs chain calls, limited per client, with short timeouts.
 * A contract wallet the chain cannot be asked about is a 503 (fail closed): `unavailableCode`
 * names what could not be verified (a sign-in's smart wallet by default).
 */
export async function walletSignatureMatches(
  ctx: AppContext,
  check: WalletSignature,
  client: { ip: string },
  unavailableCode: ErrorCode = 'SMART_WALLET_CHAIN_UNAVAILABLE',
) {
  if (await signedByKeyOf(check)) {
    rememberKeyHeld(ctx.chains, check.address)
    return true
  }
  const counterfactual = isErc6492Signature(check.signature)
  // an address a key has signed for is no contract: another key's signature is just wrong
  if (!counterfactual && isKnownKeyHeld(ctx.chains, check.address)) return false

  const now = ctx.clock.now().getTime()
  assertChainCheckAllowed(ctx.chains, client.ip, now)
  const chain = ctx.chains.signInClient(check.chainId)
  const unavailable = new ServiceUnavailableError(unavailableCode)
  if (counterfactual) {
    // viem reports a failed contract call as an invalid signature, so ask the chain first
    await chain.getChainId().catch(() => {
      throw unavailable
    })
  } else {
    const hasCode = await hasContractCode(
      ctx.chains,
      chain,
      check.chainId,
      check.address,
      now,
    ).catch(() => {
      throw unavailable
    })
    // no code and no ERC-6492 wrapper: nothing on the chain could vouch for this signature
    if (!hasCode) return false
  }
  try {
    return await check.verifyOnChain(chain)
  } catch {
    throw unavailable
  }
}

async function signedByKeyOf(check: WalletSignature) {
  try {
    return isAddressEqual(await check.recover(), check.address)
  } catch {
    // not a plain 65-byte signature: ERC-1271 or ERC-6492
    return false
  }
}

/** The chain a wallet last signed in on: where a smart wallet is known to live. */
export async function lastSignInChain(ctx: AppContext, address: string) {
  const [row] = await ctx.db
    .select({ chainId: authNonces.chainId })
    .from(authNonces)
    .where(and(eq(authNonces.address, address.toLowerCase()), isNotNull(authNonces.usedAt)))
    .orderBy(desc(authNonces.usedAt))
    .limit(1)
  return row?.chainId ?? null
}
