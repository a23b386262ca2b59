import type { Community } from '@agora/domain'
import { formatDate } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { GlassCard } from '../../ui/GlassCard.tsx'

/** What the community is about and the rules its members agreed to. */
export function CommunityAbout({ community }: { community: Community }) {
  return (
    <GlassCard as="section" aria-labelledby="community-rules" className="community-about">
      <h2 id="community-rules">{t('communities.about.rules')}</h2>
      {community.rules.length > 0 ? (
        <ol className="join__rules">
          {community.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      ) : (
        <p className="join__muted">{t('communities.about.noRules')}</p>
      )}
      <p className="join__muted">
        {t('communities.about.created', {
          date: formatDate(community.createdAt, { dateStyle: 'long' }),
        })}
      </p>
    </GlassCard>
  )
}
