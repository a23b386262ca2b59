import { useNavigation } from '../../app/useNavigation.ts'
import { useToast } from '../../app/useToast.ts'
import { Button } from '../../ui/Button.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { ModalDialog } from '../feed/ModalDialog.tsx'
import { useModalTargets } from '../feed/useModalTargets.ts'
import { PostComposer } from './PostComposer.tsx'
import '../posts/forms.css'

/** The postCreation modal. */
export function ComposerModal() {
  const { closeModal } = useNavigation()
  const { composerCommunityId } = useModalTargets()
  const { showToast } = useToast()
  const auth = useAuth()
  const close = () => closeModal('postCreation')

  return (
    <ModalDialog title="Create post" onClose={close} className="composer-modal">
      {auth.isAuthenticated ? (
        <PostComposer
          communityId={composerCommunityId}
          onPosted={() => {
            showToast('Your post is live', { type: 'success' })
            close()
          }}
        />
      ) : (
        <div className="composer__signed-out">
          <p>Sign in with your wallet to post.</p>
          <Button onClick={auth.requestSignIn}>Sign in</Button>
        </div>
      )}
    </ModalDialog>
  )
}
