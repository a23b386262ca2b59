import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { useNavigation } from '../../lib/useNavigation.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { ModalDialog } from '../../ui/ModalDialog.tsx'
import { ProfileCardSkeleton } from '../../ui/ProfileCardSkeleton.tsx'
import { useUserProfile } from './data.ts'
import { ProfileDetails } from './ProfileDetails.tsx'
import './Profile.css'
import '../../ui/forms.css'

/** The userProfile modal: who someone is, their counts, and follow or unfollow. */
export function ProfileModal() {
  const { closeModal } = useNavigation()
  const { profileAddress } = useModalTargets()
  const profile = useUserProfile(profileAddress)

  return (
    <ModalDialog title={t('users.modal.title')} onClose={() => closeModal('userProfile')}>
      {profile.isPending ? (
        <div role="status" aria-label={t('users.modal.loading')}>
          <ProfileCardSkeleton />
        </div>
      ) : profile.isError ? (
        profile.error instanceof ApiError && profile.error.status === 404 ? (
          <EmptyState icon="users" title={t('users.modal.notFound')}>
            {profile.error.message}
          </EmptyState>
        ) : (
          <LoadError
            title={t('users.modal.loadFailed')}
            error={profile.error}
            onRetry={() => void profile.refetch()}
          />
        )
      ) : (
        <ProfileDetails profile={profile.data} />
      )}
    </ModalDialog>
  )
}
