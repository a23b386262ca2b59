import { describeTokenGate } from '@agora/domain'
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
    <ModalDialog title={data ? `Join ${data.name}` : 'Join community'} onClose={close}>
      {community.isPending ? (
        <div role="status" aria-label="Loading community">
          <ProfileCardSkeleton />
        </div>
      ) : community.isError ? (
        <LoadError
          title="The community could not be loaded"
          error={community.error}
          onRetry={() => void community.refetch()}
        />
      ) : (
        <div className="join">
          <p className="join__description">{data?.description}</p>
          {data?.gate && (
            <p className="join__gate" role="note">
              <strong>Token-gated.</strong> Joining needs {describeTokenGate(data.gate)} in the
              wallet linked to your account. Agora checks it on the chain when you join.
            </p>
          )}
          <h3 className="join__heading">Community rules</h3>
          {data && data.rules.length > 0 ? (
            <ol className="join__rules">
              {data.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          ) : (
            <p className="join__muted">
              This community has no written rules. Be kind and stay on topic.
            </p>
          )}
          {membership.isError && (
            <p className="form-error" role="alert">
              {membership.error instanceof ApiError &&
              membership.error.code === 'TOKEN_GATE_NOT_MET'
                ? `You could not join: ${membership.error.message}.`
                : errorMessage(membership.error)}
            </p>
          )}
          <div className="join__actions">
            <Button variant="ghost" onClick={close}>
              Not now
            </Button>
            {data?.viewerRole ? (
              <Button onClick={close}>You're a member</Button>
            ) : auth.isAuthenticated ? (
              <Button
                disabled={membership.isPending || !data}
                onClick={() =>
                  data &&
                  membership.mutate(keyed({ communityId: data.id, join: true }), {
                    onSuccess: (joined) => {
                      showToast(`Welcome to ${joined.name}!`, { type: 'success' })
                      close()
                    },
                  })
                }
              >
                {membership.isPending ? 'Joining…' : 'Agree and join'}
              </Button>
            ) : (
              <Button onClick={auth.requestSignIn}>Sign in to join</Button>
            )}
          </div>
        </div>
      )}
    </ModalDialog>
  )
}
