import type { ModalName } from '@agora/domain'
import { type ReactNode, Suspense } from 'react'
import { t } from '../i18n/i18n.ts'
import { lazyWithRetry } from '../lib/lazyWithRetry.tsx'
import { useNavigation } from '../lib/useNavigation.ts'
import { useToast } from '../ui/useToast.ts'
import { ModalLoadBoundary } from './ModalLoadBoundary.tsx'

// each modal is its own chunk, fetched the first time it opens
const ComposerModal = lazyWithRetry<object>(() =>
  import('../features/composer/ComposerModal.tsx').then((m) => ({ default: m.ComposerModal })),
)
const UserModal = lazyWithRetry<object>(() =>
  import('../features/users/UserModal.tsx').then((m) => ({ default: m.UserModal })),
)
const CommunityJoinModal = lazyWithRetry<object>(() =>
  import('../features/communities/CommunityJoinModal.tsx').then((m) => ({
    default: m.CommunityJoinModal,
  })),
)

/** The modals of spec §3's modalState: postCreation, communityJoin and userProfile. */
export function SocialModals() {
  const { modalState } = useNavigation()
  return (
    <>
      {modalState.postCreation && (
        <Lazy modal="postCreation">
          <ComposerModal />
        </Lazy>
      )}
      {modalState.communityJoin && (
        <Lazy modal="communityJoin">
          <CommunityJoinModal />
        </Lazy>
      )}
      {modalState.userProfile && (
        <Lazy modal="userProfile">
          <UserModal />
        </Lazy>
      )}
    </>
  )
}

function Lazy({ modal, children }: { modal: ModalName; children: ReactNode }) {
  const { closeModal } = useNavigation()
  const { showToast } = useToast()
  return (
    <ModalLoadBoundary
      onFailure={() => {
        closeModal(modal)
        showToast(t('app.modalLoadFailed'), { type: 'error' })
      }}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ModalLoadBoundary>
  )
}
