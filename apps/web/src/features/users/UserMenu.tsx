import type { PublicUser } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { useAuth } from '../auth/useAuth.ts'
import { useHiddenUsers } from '../blocks/data.ts'
import { useRelationActions } from '../blocks/useRelationActions.tsx'
import { ActionMenu } from '../posts/ActionMenu.tsx'

/** Mute / Unmute and Block / Unblock someone from their page (not offered on one's own). */
export function UserMenu({ profile }: { profile: PublicUser }) {
  const auth = useAuth()
  const signedIn = auth.isAuthenticated && !auth.isOfflineSession
  if (!signedIn || auth.user?.id === profile.id) return null
  return <SignedInUserMenu profile={profile} />
}

function SignedInUserMenu({ profile }: { profile: PublicUser }) {
  const blocks = useHiddenUsers('block')
  const mutes = useHiddenUsers('mute')
  const has = (list: typeof blocks) =>
    list.data?.pages.some((page) => page.data.some((entry) => entry.person.id === profile.id)) ??
    false
  const { actions, dialog } = useRelationActions(profile, {
    blocked: has(blocks),
    muted: has(mutes),
  })
  return (
    <div className="user-menu">
      <ActionMenu label={t('blocks.menu.label', { handle: profile.handle })} actions={actions} />
      {dialog}
    </div>
  )
}
