import type { Community, Member } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { displayName, shortAddress } from '../../lib/shortAddress.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { Ltr } from '../../ui/Ltr.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { CommunityListSkeleton } from './CommunityListSkeleton.tsx'
import { useMembers, useSetMemberRole } from './data.ts'

/** The community's members with their roles; its admins promote and demote moderators. */
export function MembersList({ community }: { community: Community }) {
  const members = useMembers(community.id)
  const isAdmin = community.viewerRole === 'admin'

  if (members.isPending) return <CommunityListSkeleton rows={3} />
  if (members.isError && !members.data)
    return (
      <LoadError
        title={t('communities.members.loadError')}
        error={members.error}
        onRetry={() => void members.refetch()}
      />
    )
  const list = members.data.pages.flatMap((page) => page.data)
  return (
    <GlassCard as="section" aria-label={t('communities.members.label')} padding="small">
      <ul className="members">
        {list.map((member) => (
          <MemberRow
            key={member.user.id}
            member={member}
            communityId={community.id}
            canManage={isAdmin}
          />
        ))}
      </ul>
      {members.hasNextPage && (
        <Button
          variant="ghost"
          size="small"
          disabled={members.isFetchingNextPage}
          onClick={() => void members.fetchNextPage()}
        >
          {t(members.isFetchingNextPage ? 'common.loading' : 'communities.members.more')}
        </Button>
      )}
    </GlassCard>
  )
}

function MemberRow({
  member,
  communityId,
  canManage,
}: {
  member: Member
  communityId: string
  canManage: boolean
}) {
  const auth = useAuth()
  const { openUser } = useModalTargets()
  const { showToast } = useToast()
  const setRole = useSetMemberRole()
  const name = displayName(member.user)
  const address = member.user.address
  const manageable = canManage && member.role !== 'admin' && member.user.id !== auth.user?.id
  const nextRole = member.role === 'moderator' ? 'member' : 'moderator'

  return (
    <li className="member">
      <Avatar user={member.user} size={36} />
      <span className="member__name">
        {address ? (
          <button type="button" className="link-button" onClick={() => openUser(address)}>
            <bdi>{name}</bdi>
          </button>
        ) : (
          <bdi>{name}</bdi>
        )}
        {name !== member.user.handle ? (
          <Ltr as="span" className="member__address">
            @{member.user.handle}
          </Ltr>
        ) : (
          address && (
            <Ltr as="span" className="member__address">
              {shortAddress(address)}
            </Ltr>
          )
        )}
      </span>
      <span className="role-badge" data-role={member.role}>
        {t(`communities.role.${member.role}`)}
      </span>
      {manageable && (
        <Button
          variant="ghost"
          size="small"
          disabled={setRole.isPending}
          onClick={() =>
            setRole.mutate(
              { communityId, userId: member.user.id, role: nextRole },
              {
                onSuccess: () =>
                  showToast(
                    t(
                      nextRole === 'moderator'
                        ? 'communities.members.nowModerator'
                        : 'communities.members.noLongerModerator',
                      { name },
                    ),
                    { type: 'success' },
                  ),
                onError: (error) => showToast(errorMessage(error), { type: 'error' }),
              },
            )
          }
        >
          {t(
            nextRole === 'moderator'
              ? 'communities.members.makeModerator'
              : 'communities.members.removeModerator',
          )}
        </Button>
      )}
    </li>
  )
}
