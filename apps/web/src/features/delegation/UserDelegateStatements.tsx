import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { renderMarkdown } from '../proposals/markdown.ts'
import { useUserDelegateStatements } from './data.ts'
import './Delegates.css'

/**
 * A user's delegate statements on their page, one per community, each leading to that
 * community's Delegates tab. Nothing shows for someone with none (or while they load).
 */
export function UserDelegateStatements({ handle }: { handle: string }) {
  const { data } = useUserDelegateStatements(handle)
  if (!data || data.length === 0) return null
  return (
    <GlassCard padding="medium">
      <section className="user-statements" aria-labelledby="user-statements-title">
        <h2 id="user-statements-title" className="user-statements__title">
          {t('proposals.delegates.person.title')}
        </h2>
        <ul className="delegates__list">
          {data.map(({ community, statement, delegators }) => (
            <li key={community.id} className="user-statements__item">
              <h3 className="user-statements__community">{community.name}</h3>
              <p className="delegate-card__meta">
                {t('proposals.delegates.person.delegators', { count: delegators })}
              </p>
              <div
                className="proposal-body delegate-card__statement"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with HTML off and safe links only
                dangerouslySetInnerHTML={{ __html: renderMarkdown(statement) }}
              />
              <Link to={`/dao/${community.slug}?section=delegates`}>
                {t('proposals.delegates.person.link', { community: community.name })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </GlassCard>
  )
}
