import { CHAIN_NAMES } from '../chains.ts'

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

/** The rule in words: "at least 10 AGR (0x…) on Base", "a PASS NFT (0x…) on Local chain". */
export function describeTokenGate(gate: TokenGateRule) {
  const chain = CHAIN_NAMES[gate.chainId] ?? `chain ${gate.chainId}`
  const name = gate.symbol ?? gate.token
  if (gate.kind === 'erc721') {
    return gate.minBalance === '1'
      ? `a ${name} NFT (${gate.token}) on ${chain}`
      : `at least ${gate.minBalance} ${name} NFTs (${gate.token}) on ${chain}`
  }
  return `at least ${gate.minimum} ${name} (${gate.token}) on ${chain}`
}
