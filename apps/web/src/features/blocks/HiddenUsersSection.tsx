import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { useToast } from '../../ui/useToast.ts'
import { type Relation, useHiddenUsers, useSetRelation } from './data.ts'
import './HiddenUsers.css'
import { Ltr } from '../../ui/Ltr.tsx'

/** Account settings: the users blocked and muted, each with its undo. */
export function HiddenUsersSection() {
  return (
    <GlassCard as="section" padding="large" aria-labelledby="hidden-users-title">
      <h2 className="section-title" id="hidden-users-title">
        {t('blocks.settings.title')}
      </h2>
      <p className="section-lead">{t('blocks.settings.lead')}</p>
      <HiddenUsersList relation="block" />
      <HiddenUsersList relation="mute" />
    </GlassCard>
  )
}

function HiddenUsersList({ relation }: { relation: Relation }) {
  const list = useHiddenUsers(relation)
  const setRelation = useSetRelation()
  const { showToast } = useToast()
  const users = list.data?.pages.flatMap((page) => page.data) ?? []
  const headingId = `hidden-users-${relation}`
  return (
    <div className="hidden-users">
      <h3 id={headingId}>{t(`blocks.settings.${relation}.heading`)}</h3>
      {list.isError ? (
        <p role="alert">{errorMessage(list.error)}</p>
      ) : list.isPending ? (
        <p>{t('blocks.settings.loading')}</p>
      ) : users.length === 0 ? (
        <p>{t(`blocks.settings.${relation}.empty`)}</p>
      ) : (
        <ul aria-labelledby={headingId} className="hidden-users__list">
          {users.map(({ person: user }) => (
            <li key={user.id} className="hidden-users__item">
              <Ltr as="span">@{user.handle}</Ltr>
              <Button
                size="small"
                variant="ghost"
                disabled={setRelation.isPending}
                aria-label={t(`blocks.settings.${relation}.undoLabel`, { handle: user.handle })}
                onClick={() =>
                  setRelation.mutate(keyed({ user, relation, on: false }), {
                    onError: (error) => showToast(errorMessage(error), { type: 'error' }),
                  })
                }
              >
                {t(`blocks.settings.${relation}.undo`)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button size="small" variant="ghost" onClick={() => void list.fetchNextPage()}>
          {t('blocks.settings.more')}
        </Button>
      )}
    </div>
  )
}
