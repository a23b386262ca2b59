import { CHAIN_NAMES, LOCAL_CHAIN_ID } from '../chains.ts'

/** What a token-gated community asks of a joining wallet (the stored shape). */
export type TokenGateRule = {
  kind: 'erc20' | 'erc721'
  chainId: number
  token: string
  symbol: string | null
  /** Base units. */
  minBalance: string
  /** Display units. */
  minimum: string
}

/**
 * The rule's values for the error messages that name it ("at least 10 AGR (0x…) on Base",
 * "a PASS NFT (0x…) on Local chain"): `gate` picks the wording — one NFT, a count of them,
 * or an amount of a token — and `chain` is the chain's own name, `local` or `unknown`.
 */
export function tokenGateParams(gate: TokenGateRule) {
  return {
    gate: gate.kind === 'erc20' ? 'erc20' : gate.minBalance === '1' ? 'nft' : 'nfts',
    amount: gate.kind === 'erc20' ? gate.minimum : gate.minBalance,
    name: gate.symbol ?? gate.token,
    token: gate.token,
    chain: gate.chainId === LOCAL_CHAIN_ID ? 'local' : (CHAIN_NAMES[gate.chainId] ?? 'unknown'),
    chainId: gate.chainId,
  }
}
