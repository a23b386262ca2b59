import { useNavigation } from '../../app/useNavigation.ts'
import { ApiError } from '../../lib/api.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ProfileCardSkeleton } from '../../ui/ProfileCardSkeleton.tsx'
import { LoadError } from '../feed/LoadError.tsx'
import { ModalDialog } from '../feed/ModalDialog.tsx'
import { useModalTargets } from '../feed/useModalTargets.ts'
import { useProfile } from './data.ts'
import { ProfileDetails } from './ProfileDetails.tsx'
import './Profile.css'
import '../posts/forms.css'

/** The userProfile modal: who someone is, their counts, and follow or unfollow. */
export function ProfileModal() {
  const { closeModal } = useNavigation()
  const { profileAddress } = useModalTargets()
  const profile = useProfile(profileAddress)

  return (
    <ModalDialog title="Profile" onClose={() => closeModal('userProfile')}>
      {profile.isPending ? (
        <div role="status" aria-label="Loading profile">
          <ProfileCardSkeleton />
        </div>
      ) : profile.isError ? (
        profile.error instanceof ApiError && profile.error.status === 404 ? (
          <EmptyState icon="users" title="Profile not found">
            {profile.error.message}
          </EmptyState>
        ) : (
          <LoadError
            title="The profile could not be loaded"
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
