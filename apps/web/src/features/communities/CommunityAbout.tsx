import type { Community } from '@agora/domain'
import { GlassCard } from '../../ui/GlassCard.tsx'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' })

/** What the community is about and the rules its members agreed to. */
export function CommunityAbout({ community }: { community: Community }) {
  return (
    <GlassCard as="section" aria-labelledby="community-rules" className="community-about">
      <h2 id="community-rules">Rules</h2>
      {community.rules.length > 0 ? (
        <ol className="join__rules">
          {community.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      ) : (
        <p className="join__muted">No written rules. Be kind and stay on topic.</p>
      )}
      <p className="join__muted">
        Created {dateFormat.format(new Date(community.createdAt))} · anyone can read; members post
        and comment.
      </p>
    </GlassCard>
  )
}
