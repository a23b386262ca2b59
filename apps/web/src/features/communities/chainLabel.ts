import { CHAIN_NAMES, LOCAL_CHAIN_ID, type TokenGateRule } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'

/** A chain as a sentence names it ("on Base", "on Local chain", "on chain 10"). */
export function chainLabel(chainId: number) {
  if (chainId === LOCAL_CHAIN_ID) return t('communities.chain.local')
  return CHAIN_NAMES[chainId] ?? t('communities.chain.unknown', { id: String(chainId) })
}

/** The rule in words: "at least 10 AGR (0x…) on Base", "a PASS NFT (0x…) on Local chain". */
export function tokenGateText(gate: TokenGateRule) {
  const values = {
    name: gate.symbol ?? gate.token,
    token: gate.token,
    chain: chainLabel(gate.chainId),
  }
  if (gate.kind === 'erc721') {
    return gate.minBalance === '1'
      ? t('communities.gate.nft', values)
      : t('communities.gate.nfts', { ...values, count: gate.minBalance })
  }
  return t('communities.gate.erc20', { ...values, minimum: gate.minimum })
}
