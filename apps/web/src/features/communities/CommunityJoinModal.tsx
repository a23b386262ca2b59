import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { useNavigation } from '../../lib/useNavigation.ts'
import { Button } from '../../ui/Button.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { ModalDialog } from '../../ui/ModalDialog.tsx'
import { ProfileCardSkeleton } from '../../ui/ProfileCardSkeleton.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { tokenGateText } from './chainLabel.ts'
import { useCommunity, useMembership } from './data.ts'
import './Communities.css'

/** The communityJoin modal: the community's rules, then Join. */
export function CommunityJoinModal() {
  const { closeModal } = useNavigation()
  const { joinCommunityId } = useModalTargets()
  const { showToast } = useToast()
  const auth = useAuth()
  const community = useCommunity(joinCommunityId)
  const membership = useMembership()
  const close = () => closeModal('communityJoin')
  const data = community.data

  return (
    <ModalDialog
      title={
        data
          ? t('communities.joinModal.title', { name: data.name })
          : t('communities.joinModal.titleFallback')
      }
      onClose={close}
    >
      {community.isPending ? (
        <div role="status" aria-label={t('communities.joinModal.loading')}>
          <ProfileCardSkeleton />
        </div>
      ) : community.isError ? (
        <LoadError
          title={t('communities.joinModal.loadError')}
          error={community.error}
          onRetry={() => void community.refetch()}
        />
      ) : (
        <div className="join">
          <p className="join__description">{data?.description}</p>
          {data?.gate && (
            <p className="join__gate" role="note">
              <strong>{t('communities.joinModal.gateTitle')}</strong>{' '}
              {t('communities.joinModal.gate', { requirement: tokenGateText(data.gate) })}
            </p>
          )}
          <h3 className="join__heading">{t('communities.joinModal.rules')}</h3>
          {data && data.rules.length > 0 ? (
            <ol className="join__rules">
              {data.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          ) : (
            <p className="join__muted">{t('communities.joinModal.noRules')}</p>
          )}
          {membership.isError && (
            <p className="form-error" role="alert">
              {membership.error instanceof ApiError &&
              membership.error.code === 'TOKEN_GATE_NOT_MET'
                ? t('communities.joinModal.gateNotMet', { reason: errorMessage(membership.error) })
                : errorMessage(membership.error)}
            </p>
          )}
          <div className="join__actions">
            <Button variant="ghost" onClick={close}>
              {t('communities.joinModal.notNow')}
            </Button>
            {data?.viewerRole ? (
              <Button onClick={close}>{t('communities.joinModal.member')}</Button>
            ) : auth.isAuthenticated ? (
              <Button
                disabled={membership.isPending || !data}
                onClick={() =>
                  data &&
                  membership.mutate(keyed({ communityId: data.id, join: true }), {
                    onSuccess: (joined) => {
                      showToast(t('communities.joinModal.welcome', { name: joined.name }), {
                        type: 'success',
                      })
                      close()
                    },
                  })
                }
              >
                {t(
                  membership.isPending
                    ? 'communities.joinModal.joining'
                    : 'communities.joinModal.agree',
                )}
              </Button>
            ) : (
              <Button onClick={auth.requestSignIn}>{t('communities.joinModal.signIn')}</Button>
            )}
          </div>
        </div>
      )}
    </ModalDialog>
  )
}
