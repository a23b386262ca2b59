import type { PublicUser } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { useAuth } from '../auth/useAuth.ts'
import { useHiddenPeople } from '../blocks/data.ts'
import { useRelationActions } from '../blocks/useRelationActions.tsx'
import { ActionMenu } from '../posts/ActionMenu.tsx'

/** Mute / Unmute and Block / Unblock someone from their page (not offered on one's own). */
export function PersonMenu({ profile }: { profile: PublicUser }) {
  const auth = useAuth()
  const signedIn = auth.isAuthenticated && !auth.isOfflineSession
  if (!signedIn || auth.user?.id === profile.id) return null
  return <SignedInPersonMenu profile={profile} />
}

function SignedInPersonMenu({ profile }: { profile: PublicUser }) {
  const blocks = useHiddenPeople('block')
  const mutes = useHiddenPeople('mute')
  const has = (list: typeof blocks) =>
    list.data?.pages.some((page) => page.data.some((entry) => entry.person.id === profile.id)) ??
    false
  const { actions, dialog } = useRelationActions(profile, {
    blocked: has(blocks),
    muted: has(mutes),
  })
  return (
    <div className="person-menu">
      <ActionMenu label={t('blocks.menu.label', { handle: profile.handle })} actions={actions} />
      {dialog}
    </div>
  )
}
