import {
  AppError,
  BadRequestError,
  formatUnitsExact,
  type TokenGate,
  tokenGateParams,
} from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { Address } from 'viem'
import { tokenBalance } from '../../chain/tokens.ts'
import type { AppContext } from '../../context.ts'
import { users } from '../../db/schema/users.ts'

/**
 * A token-gated community checks the joining person's wallet on the gate's chain, now: the
 * balance must reach the minimum. No wallet is TOKEN_GATE_WALLET_REQUIRED, too little
 * TOKEN_GATE_NOT_MET (saying what is needed and what the wallet holds), an unreachable chain
 * CHAIN_UNAVAILABLE.
 */
export async function assertHoldsGateToken(ctx: AppContext, gate: TokenGate, userId: string) {
  const [user] = await ctx.db
    .select({ address: users.address })
    .from(users)
    .where(eq(users.id, userId))
  if (!user?.address) {
    throw new BadRequestError('TOKEN_GATE_WALLET_REQUIRED', tokenGateParams(gate))
  }
  const held = await tokenBalance(
    ctx.chains.publicClient(gate.chainId),
    gate.token as Address,
    user.address as Address,
  )
  if (held < BigInt(gate.minBalance)) {
    const shown = formatUnitsExact(held, gate.decimals)
    throw new AppError(
      403,
      'TOKEN_GATE_NOT_MET',
      { ...tokenGateParams(gate), wallet: user.address, held: shown },
      { required: gate.minBalance, held: String(held), wallet: user.address },
    )
  }
}
