import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { useToast } from '../../ui/useToast.ts'
import { type Relation, useHiddenPeople, useSetRelation } from './data.ts'
import './HiddenPeople.css'
import { Ltr } from '../../ui/Ltr.tsx'

/** Account settings: the people blocked and muted, each with its undo. */
export function HiddenPeopleSection() {
  return (
    <GlassCard as="section" padding="large" aria-labelledby="hidden-people-title">
      <h2 className="section-title" id="hidden-people-title">
        {t('blocks.settings.title')}
      </h2>
      <p className="section-lead">{t('blocks.settings.lead')}</p>
      <HiddenPeopleList relation="block" />
      <HiddenPeopleList relation="mute" />
    </GlassCard>
  )
}

function HiddenPeopleList({ relation }: { relation: Relation }) {
  const list = useHiddenPeople(relation)
  const setRelation = useSetRelation()
  const { showToast } = useToast()
  const people = list.data?.pages.flatMap((page) => page.data) ?? []
  const headingId = `hidden-people-${relation}`
  return (
    <div className="hidden-people">
      <h3 id={headingId}>{t(`blocks.settings.${relation}.heading`)}</h3>
      {list.isError ? (
        <p role="alert">{errorMessage(list.error)}</p>
      ) : list.isPending ? (
        <p>{t('blocks.settings.loading')}</p>
      ) : people.length === 0 ? (
        <p>{t(`blocks.settings.${relation}.empty`)}</p>
      ) : (
        <ul aria-labelledby={headingId} className="hidden-people__list">
          {people.map(({ person }) => (
            <li key={person.id} className="hidden-people__item">
              <Ltr as="span">@{person.handle}</Ltr>
              <Button
                size="small"
                variant="ghost"
                disabled={setRelation.isPending}
                aria-label={t(`blocks.settings.${relation}.undoLabel`, { handle: person.handle })}
                onClick={() =>
                  setRelation.mutate(keyed({ person, relation, on: false }), {
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
