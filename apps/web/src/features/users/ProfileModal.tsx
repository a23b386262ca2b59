import { t } from '../../i18n/i18n.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { useNavigation } from '../../lib/useNavigation.ts'
import { ModalDialog } from '../../ui/ModalDialog.tsx'
import { LoadedProfile } from './LoadedProfile.tsx'
import { ProfileDetails } from './ProfileDetails.tsx'
import './Profile.css'
import '../../ui/forms.css'

/** The userProfile modal: who someone is, their counts, and follow or unfollow. */
export function ProfileModal() {
  const { closeModal } = useNavigation()
  const { profileAddress } = useModalTargets()
  return (
    <ModalDialog title={t('users.modal.title')} onClose={() => closeModal('userProfile')}>
      <LoadedProfile person={profileAddress}>
        {(profile) => <ProfileDetails profile={profile} />}
      </LoadedProfile>
    </ModalDialog>
  )
}
