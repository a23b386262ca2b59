import {
  type Delegate,
  type Delegation,
  delegationTypedData,
  NO_DELEGATE,
  type UserDelegateStatement,
} from '@agora/domain'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Config } from 'wagmi'
import { getAccount, signTypedData } from 'wagmi/actions'
import { t } from '../../i18n/i18n.ts'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, type Keyed } from '../../lib/idempotencyKey.ts'
import type { DataResponse } from '../../lib/responses.ts'
import { proposalKeys, VoteWalletError } from '../proposals/data.ts'

export const delegationKeys = {
  delegates: (communityId: string) => ['delegation', 'delegates', communityId] as const,
  mine: (communityId: string) => ['delegation', 'mine', communityId] as const,
  user: (handle: string) => ['delegation', 'user', handle] as const,
}

const path = (communityId: string, rest: string) =>
  `/api/communities/${encodeURIComponent(communityId)}/${rest}` as const

export const delegatesQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: delegationKeys.delegates(communityId),
    queryFn: async ({ signal }) =>
      (await apiFetch<DataResponse<Delegate[]>>(path(communityId, 'delegates'), { signal })).data,
  })

export function useDelegates(communityId: string) {
  return useQuery(delegatesQueryOptions(communityId))
}

/** A user's delegate statements, one per community: their page shows them. */
export function useUserDelegateStatements(handle: string) {
  return useQuery({
    queryKey: delegationKeys.user(handle),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<DataResponse<UserDelegateStatement[]>>(
          `/api/users/${encodeURIComponent(handle)}/delegate-statements`,
          { signal },
        )
      ).data,
  })
}

/** The viewer's own delegation; only asked for when signed in. */
export function useMyDelegation(communityId: string, enabled: boolean) {
  return useQuery({
    queryKey: delegationKeys.mine(communityId),
    queryFn: async ({ signal }) =>
      (await apiFetch<DataResponse<Delegation>>(path(communityId, 'delegation'), { signal })).data,
    enabled,
  })
}

function useRefresh(communityId: string) {
  const queryClient = useQueryClient()
  return (delegation?: Delegation) => {
    if (delegation) queryClient.setQueryData(delegationKeys.mine(communityId), delegation)
    void queryClient.invalidateQueries({ queryKey: delegationKeys.delegates(communityId) })
    // a statement or a delegator more shows on users' pages
    void queryClient.invalidateQueries({ queryKey: ['delegation', 'user'] })
    // open proposals count delegated power as it stands
    void queryClient.invalidateQueries({ queryKey: proposalKeys.all })
  }
}

/**
 * Signs an EIP-712 `Delegation` with the connected wallet (wagmi) and sends it; `delegate`
 * null takes the viewer's power back (the zero address, signed as well).
 */
export function useDelegate(
  wagmiConfig: Config | null,
  communityId: string,
  account: string | null,
) {
  const refresh = useRefresh(communityId)
  return useMutation({
    mutationFn: async ({ delegate }: { delegate: string | null }) => {
      if (!account) throw new VoteWalletError(t('proposals.wallet.noAccount'))
      if (!wagmiConfig) throw new VoteWalletError(t('proposals.wallet.connect'))
      const connected = getAccount(wagmiConfig).address
      if (!connected) throw new VoteWalletError(t('proposals.wallet.connect'))
      if (connected.toLowerCase() !== account.toLowerCase()) {
        throw new VoteWalletError(t('proposals.wallet.mismatch'))
      }
      const message = {
        from: connected,
        community: communityId,
        delegate: delegate ?? NO_DELEGATE,
        timestamp: Math.floor(Date.now() / 1000),
      }
      const signature = await signTypedData(wagmiConfig, {
        account: connected,
        ...delegationTypedData(message),
      })
      return (
        await apiFetch<DataResponse<Delegation>>(path(communityId, 'delegation'), {
          method: 'PUT',
          body: { message, signature },
        })
      ).data
    },
    onSuccess: (delegation) => refresh(delegation),
  })
}

export function useSaveStatement(communityId: string) {
  const refresh = useRefresh(communityId)
  return useMutation({
    mutationFn: async ({ statement, idempotencyKey }: Keyed<{ statement: string }>) =>
      (
        await apiFetch<DataResponse<{ statement: string }>>(path(communityId, 'delegates/me'), {
          method: 'PUT',
          body: { statement },
          headers: idempotencyHeaders(idempotencyKey),
        })
      ).data,
    onSuccess: () => refresh(),
  })
}
