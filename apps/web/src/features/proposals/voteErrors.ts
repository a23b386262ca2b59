import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { VoteWalletError } from './data.ts'

type WalletErrorShape = { name?: string; code?: number; message?: string; cause?: unknown }

/** Why a vote did not go through, in words for the voter. */
export function voteErrorText(error: unknown): string {
  if (error instanceof ApiError || error instanceof VoteWalletError) return error.message
  const chain: WalletErrorShape[] = []
  for (let e: unknown = error; e && typeof e === 'object' && chain.length < 8; ) {
    chain.push(e as WalletErrorShape)
    e = (e as WalletErrorShape).cause
  }
  const text = chain.map((entry) => `${entry.name ?? ''} ${entry.message ?? ''}`).join(' ')
  if (chain.some((entry) => entry.code === 4001) || /UserRejected|rejected|denied/i.test(text)) {
    return t('proposals.vote.declined')
  }
  return t('proposals.vote.signFailed')
}
