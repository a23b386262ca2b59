import { type Proposal, VOTE_REASON_MAX } from '@agora/domain'
import { type FormEvent, useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { Button } from '../../ui/Button.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { useWagmiConfig } from '../wallet/useWagmiConfig.ts'
import { useCastVote, VoteWalletError } from './data.ts'
import { choiceName } from './format.ts'
import { voteErrorText } from './voteErrors.ts'

/**
 * The ballot: one choice (single choice, basic), a set (approval) or an order (ranked), and
 * a reason. "Sign and vote" asks the wallet for an EIP-712 signature of exactly that.
 */
export function VoteForm({ proposal }: { proposal: Proposal }) {
  const auth = useAuth()
  const web3 = useWeb3()
  const { showToast } = useToast()
  const cast = useCastVote(useWagmiConfig(), proposal, auth.user?.address ?? null)
  const previous = proposal.viewerVote?.vote
  const [choice, setChoice] = useState<number[]>(previous?.choice ?? [])
  const [reason, setReason] = useState(previous?.reason ?? '')
  const ids = { legend: useId(), reason: useId() }
  const system = proposal.votingSystem

  if (!auth.isAuthenticated) {
    return (
      <div className="vote-form">
        <Button onClick={auth.requestSignIn}>{t('proposals.vote.signIn')}</Button>
      </div>
    )
  }

  const toggle = (c: number) =>
    setChoice((current) => {
      if (system === 'single-choice' || system === 'basic') return [c]
      return current.includes(c) ? current.filter((x) => x !== c) : [...current, c]
    })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    cast.mutate(
      { choice, reason: reason.trim() },
      { onSuccess: () => showToast(t('proposals.vote.counted'), { type: 'success' }) },
    )
  }

  const needsWallet = cast.error instanceof VoteWalletError && !web3.isConnected
  return (
    <form className="vote-form" onSubmit={submit} aria-labelledby={ids.legend}>
      <h2 id={ids.legend}>
        {t(proposal.viewerVote ? 'proposals.vote.change' : 'proposals.vote.cast')}
      </h2>
      {system === 'ranked-choice' && (
        <p className="vote-form__hint">{t('proposals.vote.rankedHint')}</p>
      )}
      {system === 'approval' && (
        <p className="vote-form__hint">{t('proposals.vote.approvalHint')}</p>
      )}
      <fieldset className="vote-form__choices">
        <legend className="visually-hidden">{t('proposals.vote.choices')}</legend>
        {proposal.choices.map((name, index) => {
          const c = index + 1
          const rank = choice.indexOf(c)
          const picked = rank !== -1
          if (system === 'ranked-choice') {
            return (
              <button
                key={name}
                type="button"
                className="vote-choice"
                aria-pressed={picked}
                onClick={() => toggle(c)}
              >
                <span className="vote-choice__mark">{picked ? rank + 1 : ''}</span>
                {choiceName(proposal, c)}
              </button>
            )
          }
          return (
            <label key={name} className="vote-choice">
              <input
                type={system === 'approval' ? 'checkbox' : 'radio'}
                name={`vote-${proposal.id}`}
                checked={picked}
                onChange={() => toggle(c)}
              />
              {choiceName(proposal, c)}
            </label>
          )
        })}
      </fieldset>
      <label className="field__label" htmlFor={ids.reason}>
        {t('proposals.vote.reason')}
      </label>
      <textarea
        id={ids.reason}
        className="text-input"
        rows={2}
        maxLength={VOTE_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {cast.isError && (
        <p className="form-error" role="alert">
          {voteErrorText(cast.error)}
        </p>
      )}
      <div className="vote-form__actions">
        {needsWallet && (
          <Button variant="outline" onClick={web3.openConnectModal}>
            {t('proposals.vote.connect')}
          </Button>
        )}
        <Button type="submit" disabled={choice.length === 0 || cast.isPending}>
          {t(cast.isPending ? 'proposals.vote.waiting' : 'proposals.vote.submit')}
        </Button>
      </div>
    </form>
  )
}
