import type { PublicUser } from '@agora/domain'
import type { ReactNode } from 'react'
import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { useUser } from '../../lib/useUser.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { ProfileCardSkeleton } from '../../ui/ProfileCardSkeleton.tsx'

/**
 * A user (by @handle, address or id) once it is loaded: a skeleton until then,
 * "PublicUser not found" for nobody, a retry when it failed. The preview and the page share it.
 */
export function LoadedUser({
  user,
  children,
}: {
  user: string | null
  children: (profile: PublicUser) => ReactNode
}) {
  const profile = useUser(user)
  if (profile.isPending)
    return (
      <div role="status" aria-label={t('users.modal.loading')}>
        <ProfileCardSkeleton />
      </div>
    )
  if (profile.isError)
    return profile.error instanceof ApiError && profile.error.status === 404 ? (
      <EmptyState icon="users" title={t('users.modal.notFound')}>
        {errorMessage(profile.error)}
      </EmptyState>
    ) : (
      <LoadError
        title={t('users.modal.loadFailed')}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    )
  return children(profile.data)
}
