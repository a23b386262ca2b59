import type { PublicUser } from '@agora/domain'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatCompact } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { newMessageHref } from '../../lib/newMessageHref.ts'
import { displayName, shortAddress } from '../../lib/shortAddress.ts'
import { useNavigation } from '../../lib/useNavigation.ts'
import { userHref } from '../../lib/userHref.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { Button } from '../../ui/Button.tsx'
import { Ltr } from '../../ui/Ltr.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { ReportForm } from '../moderation/ReportForm.tsx'
import { BioEditor } from './BioEditor.tsx'
import { useFollow } from './data.ts'

/**
 * Who someone is, their counts, and follow, message or report. `pageHeading` when it heads
 * their page (the name is then the page's h1); in the preview modal it sits under its title.
 */
export function UserDetails({
  profile,
  pageHeading = false,
}: {
  profile: PublicUser
  pageHeading?: boolean
}) {
  const Name = pageHeading ? 'h1' : 'h3'
  const auth = useAuth()
  const { showToast } = useToast()
  const follow = useFollow()
  const { closeModal } = useNavigation()
  const [editing, setEditing] = useState(false)
  const [reporting, setReporting] = useState(false)
  const name = displayName(profile)
  const isSelf = auth.user?.id === profile.id
  const address = profile.address

  const toggleFollow = () => {
    if (!auth.isAuthenticated) return auth.requestSignIn()
    if (!address) return
    follow.mutate(keyed({ address, follow: !profile.viewerFollows }), {
      onError: (error) => showToast(errorMessage(error), { type: 'error' }),
    })
  }

  return (
    <div className="profile">
      <div className="profile__head">
        <Avatar user={profile} size={56} />
        <div className="profile__names">
          <Name className="profile__name" dir="auto">
            {name}
          </Name>
          <p className="profile__handle">
            <Ltr>@{profile.handle}</Ltr>
            {address && (
              <>
                {' · '}
                <Ltr as="span" className="profile__address" title={address}>
                  {shortAddress(address)}
                </Ltr>
              </>
            )}
          </p>
        </div>
        {!isSelf && address && (
          <Button
            variant={profile.viewerFollows ? 'outline' : 'primary'}
            size="small"
            aria-pressed={profile.viewerFollows}
            disabled={follow.isPending}
            onClick={toggleFollow}
          >
            {profile.viewerFollows ? t('users.profile.following') : t('users.profile.follow')}
          </Button>
        )}
        {!isSelf && auth.isAuthenticated && (
          <Link
            className="button button--outline button--small"
            to={newMessageHref(address ?? `@${profile.handle}`)}
          >
            {t('users.profile.message')}
          </Link>
        )}
        {!isSelf && auth.isAuthenticated && !reporting && (
          <Button variant="ghost" size="small" onClick={() => setReporting(true)}>
            {t('users.profile.report')}
          </Button>
        )}
      </div>
      {reporting && (
        <ReportForm targetKind="person" targetId={profile.id} onDone={() => setReporting(false)} />
      )}
      {editing && address ? (
        <BioEditor address={address} bio={profile.bio} onDone={() => setEditing(false)} />
      ) : (
        <p className="profile__bio" data-empty={!profile.bio || undefined}>
          {profile.bio || (isSelf ? t('users.profile.noBioSelf') : t('users.profile.noBio'))}
        </p>
      )}
      {isSelf && !editing && (
        <Button variant="ghost" size="small" onClick={() => setEditing(true)}>
          {t('users.profile.editBio')}
        </Button>
      )}
      {!pageHeading && (
        <Link
          className="profile__page-link"
          to={userHref(profile.handle)}
          onClick={() => closeModal('userProfile')}
        >
          {t('users.profile.openPage')}
        </Link>
      )}
      {/* null when the user keeps their activity private */}
      {profile.counts && (
        <dl className="profile__counts">
          <div>
            <dt>{t('users.profile.count.posts')}</dt>
            <dd>{formatCompact(profile.counts.posts)}</dd>
          </div>
          <div>
            <dt>{t('users.profile.count.followers')}</dt>
            <dd>{formatCompact(profile.counts.followers)}</dd>
          </div>
          <div>
            <dt>{t('users.profile.count.following')}</dt>
            <dd>{formatCompact(profile.counts.following)}</dd>
          </div>
        </dl>
      )}
    </div>
  )
}
