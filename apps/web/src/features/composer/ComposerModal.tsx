import { t } from '../../i18n/i18n.ts'
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
  const { composerCommunityId, composerQuote } = useModalTargets()
  const { showToast } = useToast()
  const auth = useAuth()
  const close = () => closeModal('postCreation')

  return (
    <ModalDialog
      title={t(composerQuote ? 'composer.modal.quoteTitle' : 'composer.modal.title')}
      onClose={close}
      className="composer-modal"
    >
      {auth.isAuthenticated ? (
        <PostComposer
          communityId={composerCommunityId}
          quote={composerQuote}
          onPosted={() => {
            showToast(t('composer.toast.posted'), { type: 'success' })
            close()
          }}
          onQueued={() => {
            showToast(t('composer.toast.queued'), { type: 'info' })
            close()
          }}
        />
      ) : (
        <div className="composer__signed-out">
          <p>{t('composer.signedOut.text')}</p>
          <Button onClick={auth.requestSignIn}>{t('composer.signedOut.action')}</Button>
        </div>
      )}
    </ModalDialog>
  )
}
