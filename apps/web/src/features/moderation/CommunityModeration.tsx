import { type Community, canModerateCommunity } from '@agora/domain'
import { BannedMembers } from './BannedMembers.tsx'
import { ModerationLog } from './ModerationLog.tsx'
import { ModerationQueue } from './ModerationQueue.tsx'

/**
 * A community's Moderation tab: the queue and who is banned for its moderators, the public
 * log for everyone.
 */
export function CommunityModeration({ community }: { community: Community }) {
  return (
    <>
      {canModerateCommunity(community.viewerRole) && (
        <>
          <ModerationQueue community={community} />
          <BannedMembers community={community} />
        </>
      )}
      <ModerationLog community={community} />
    </>
  )
}
