import { t } from '../../i18n/i18n.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { useNavigation } from '../../lib/useNavigation.ts'
import { ModalDialog } from '../../ui/ModalDialog.tsx'
import { LoadedUser } from './LoadedUser.tsx'
import { UserDetails } from './UserDetails.tsx'
import './UserDetails.css'
import '../../ui/forms.css'

/** The userProfile modal: who someone is, their counts, and follow or unfollow. */
export function UserModal() {
  const { closeModal } = useNavigation()
  const { shownUser } = useModalTargets()
  return (
    <ModalDialog title={t('users.modal.title')} onClose={() => closeModal('userProfile')}>
      <LoadedUser user={shownUser}>{(profile) => <UserDetails profile={profile} />}</LoadedUser>
    </ModalDialog>
  )
}
