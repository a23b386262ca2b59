import { type Community, DELEGATE_STATEMENT_MAX, type Delegate } from '@agora/domain'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { displayName } from '../../lib/shortAddress.ts'
import { userHref } from '../../lib/userHref.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { VoteWalletError } from '../proposals/data.ts'
import { renderMarkdown } from '../proposals/markdown.ts'
import { voteErrorText } from '../proposals/voteErrors.ts'
import { useWagmiConfig } from '../wallet/useWagmiConfig.ts'
import { useDelegate, useDelegates, useMyDelegation, useSaveStatement } from './data.ts'
import './Delegates.css'

/**
 * A community's delegates (its own chunk): whom the viewer delegates to, their own statement,
 * and every delegate by power, each with a button that signs a delegation in the wallet.
 */
export function CommunityDelegates({ community }: { community: Community }) {
  const auth = useAuth()
  const web3 = useWeb3()
  const { showToast } = useToast()
  const isMember = Boolean(community.viewerRole)
  const delegates = useDelegates(community.id)
  const mine = useMyDelegation(community.id, auth.isAuthenticated && isMember)
  const signing = useDelegate(useWagmiConfig(), community.id, auth.user?.address ?? null)
  const current = mine.data?.delegate ?? null

  const delegateTo = (delegate: Delegate['delegate'] | null) =>
    signing.mutate(
      { delegate: delegate?.address ?? null },
      {
        onSuccess: () =>
          showToast(
            delegate
              ? t('proposals.delegates.delegated', { name: displayName(delegate) })
              : t('proposals.delegates.undelegated'),
            { type: 'success' },
          ),
      },
    )

  return (
    <section
      className="delegates"
      aria-label={t('proposals.delegates.label', { name: community.name })}
    >
      {isMember && (
        <GlassCard padding="medium" className="delegates__mine">
          <p role="status">
            {current
              ? t('proposals.delegates.youDelegate', { name: displayName(current) })
              : t('proposals.delegates.youVote')}
          </p>
          {signing.isError && (
            <p className="form-error" role="alert">
              {voteErrorText(signing.error)}
            </p>
          )}
          <div className="delegates__actions">
            {signing.error instanceof VoteWalletError && !web3.isConnected && (
              <Button variant="outline" size="small" onClick={web3.openConnectModal}>
                {t('proposals.vote.connect')}
              </Button>
            )}
            {current && (
              <Button
                variant="outline"
                size="small"
                disabled={signing.isPending}
                onClick={() => delegateTo(null)}
              >
                {t('proposals.delegates.undelegate')}
              </Button>
            )}
          </div>
          <StatementForm community={community} delegates={delegates.data ?? []} />
        </GlassCard>
      )}
      {delegates.isError ? (
        <LoadError
          title={t('proposals.delegates.loadError')}
          error={delegates.error}
          onRetry={() => void delegates.refetch()}
        />
      ) : delegates.isPending ? (
        <p role="status">{t('proposals.delegates.loading')}</p>
      ) : delegates.data.length === 0 ? (
        <EmptyState icon="users" title={t('proposals.delegates.empty.title')}>
          {t('proposals.delegates.empty.body')}
        </EmptyState>
      ) : (
        <ul className="delegates__list" aria-label={t('proposals.delegates.listLabel')}>
          {delegates.data.map((row) => {
            const self = row.delegate.id === auth.user?.id
            const chosen = row.delegate.id === current?.id
            return (
              <li key={row.delegate.id}>
                <GlassCard padding="medium" className="delegate-card">
                  <div className="delegate-card__head">
                    <Avatar user={row.delegate} size={40} />
                    <div>
                      <Link to={userHref(row.delegate.handle)}>{displayName(row.delegate)}</Link>
                      <p className="delegate-card__meta">
                        {t('proposals.delegates.power', {
                          delegators: row.delegators,
                          power: row.power,
                        })}
                      </p>
                    </div>
                    {isMember && !self && row.delegate.address && (
                      <Button
                        size="small"
                        variant={chosen ? 'outline' : 'primary'}
                        disabled={chosen || signing.isPending}
                        aria-label={t('proposals.delegates.delegateTo', {
                          name: displayName(row.delegate),
                        })}
                        onClick={() => delegateTo(row.delegate)}
                      >
                        {t(chosen ? 'proposals.delegates.chosen' : 'proposals.delegates.delegate')}
                      </Button>
                    )}
                  </div>
                  {row.statement && (
                    <div
                      className="proposal-body delegate-card__statement"
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with HTML off, no images and only safe links (proposals/markdown.ts)
                      dangerouslySetInnerHTML={{ __html: renderMarkdown(row.statement) }}
                    />
                  )}
                </GlassCard>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/** A member's own delegate statement (Markdown), opened on demand. */
function StatementForm({ community, delegates }: { community: Community; delegates: Delegate[] }) {
  const auth = useAuth()
  const save = useSaveStatement(community.id)
  const own = delegates.find((row) => row.delegate.id === auth.user?.id)?.statement ?? ''
  const [editing, setEditing] = useState(false)
  const [statement, setStatement] = useState(own)
  if (!editing) {
    return (
      <Button
        variant="ghost"
        size="small"
        onClick={() => {
          setStatement(own)
          setEditing(true)
        }}
      >
        {t(own ? 'proposals.delegates.editStatement' : 'proposals.delegates.writeStatement')}
      </Button>
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(keyed({ statement }), { onSuccess: () => setEditing(false) })
  }
  return (
    <form className="delegates__statement" onSubmit={submit}>
      <TextAreaField
        label={t('proposals.delegates.statementLabel')}
        hint={t('proposals.delegates.statementHint')}
        limit={DELEGATE_STATEMENT_MAX}
        rows={5}
        value={statement}
        onChange={(event) => setStatement(event.target.value)}
      />
      {save.isError && (
        <p className="form-error" role="alert">
          {voteErrorText(save.error)}
        </p>
      )}
      <div className="delegates__actions">
        <Button variant="ghost" size="small" onClick={() => setEditing(false)}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="small" disabled={save.isPending}>
          {t('proposals.delegates.saveStatement')}
        </Button>
      </div>
    </form>
  )
}
