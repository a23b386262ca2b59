import { useModalTargets } from '../../lib/useModalTargets.ts'
import { useNavigation } from '../../lib/useNavigation.ts'
import { Button } from '../../ui/Button.tsx'
import { ModalDialog } from '../../ui/ModalDialog.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { PostComposer } from './PostComposer.tsx'
import '../../ui/forms.css'

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
          onQueued={() => {
            showToast("You're offline: your post is waiting to send", { type: 'info' })
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
