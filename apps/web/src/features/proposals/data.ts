import {
  type CreateProposal,
  type Proposal,
  type ProposalState,
  type ProposalVote,
  voteTypedData,
} from '@agora/domain'
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { Config } from 'wagmi'
import { getAccount, signTypedData } from 'wagmi/actions'
import { t } from '../../i18n/i18n.ts'
import { apiFetch } from '../../lib/api.ts'
import { bookmarkKeys, putBookmark } from '../../lib/bookmarks.ts'
import { idempotencyHeaders, type Keyed } from '../../lib/idempotencyKey.ts'
import type { DataResponse, PageResponse } from '../../lib/responses.ts'

export const proposalKeys = {
  all: ['proposals'] as const,
  list: (communityId: string, state: ProposalState | null) =>
    ['proposals', 'list', communityId, state] as const,
  lists: (communityId: string) => ['proposals', 'list', communityId] as const,
  detail: (id: string) => ['proposals', 'detail', id] as const,
  votes: (id: string) => ['proposals', 'votes', id] as const,
}

const communityPath = (communityId: string) =>
  `/api/communities/${encodeURIComponent(communityId)}/proposals` as const

export const proposalsQueryOptions = (communityId: string, state: ProposalState | null) =>
  infiniteQueryOptions({
    queryKey: proposalKeys.list(communityId, state),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams()
      if (state) params.set('state', state)
      if (pageParam) params.set('cursor', pageParam)
      const query = params.toString()
      return apiFetch<PageResponse<Proposal>>(
        `${communityPath(communityId)}${query ? `?${query}` : ''}`,
        { signal },
      )
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })

export function useProposals(communityId: string, state: ProposalState | null) {
  return useInfiniteQuery(proposalsQueryOptions(communityId, state))
}

export const proposalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: proposalKeys.detail(id),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<DataResponse<Proposal>>(`/api/proposals/${encodeURIComponent(id)}`, {
          signal,
        })
      ).data,
  })

export function useProposal(id: string) {
  return useQuery(proposalQueryOptions(id))
}

export function useVotes(id: string) {
  return useInfiniteQuery({
    queryKey: proposalKeys.votes(id),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PageResponse<ProposalVote>>(
        `/api/proposals/${encodeURIComponent(id)}/votes${
          pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''
        }`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })
}

export function useCreateProposal(communityId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ idempotencyKey, ...proposal }: Keyed<{ proposal: CreateProposal }>) =>
      (
        await apiFetch<DataResponse<Proposal>>(communityPath(communityId), {
          method: 'POST',
          body: proposal.proposal,
          headers: idempotencyHeaders(idempotencyKey),
        })
      ).data,
    onSuccess: (proposal) => {
      queryClient.setQueryData(proposalKeys.detail(proposal.id), proposal)
      void queryClient.invalidateQueries({ queryKey: proposalKeys.lists(communityId) })
      void queryClient.invalidateQueries({ queryKey: proposalKeys.lists(proposal.communityId) })
    },
  })
}

/** Why the connected wallet cannot sign for this account, or null. */
export class VoteWalletError extends Error {
  override name = 'VoteWalletError'
}

/**
 * Signs the vote as EIP-712 typed data with the connected wallet (wagmi), then sends the vote
 * and its signature. The server reads the voting power itself.
 */
export function useCastVote(
  wagmiConfig: Config | null,
  proposal: Proposal,
  account: string | null,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ choice, reason }: { choice: number[]; reason: string }) => {
      if (!account) throw new VoteWalletError(t('proposals.wallet.noAccount'))
      if (!wagmiConfig) throw new VoteWalletError(t('proposals.wallet.connect'))
      const connected = getAccount(wagmiConfig).address
      if (!connected) throw new VoteWalletError(t('proposals.wallet.connect'))
      if (connected.toLowerCase() !== account.toLowerCase()) {
        throw new VoteWalletError(t('proposals.wallet.mismatch'))
      }
      const vote = {
        from: connected,
        proposal: proposal.id,
        choice,
        reason,
        timestamp: Math.floor(Date.now() / 1000),
      }
      const signature = await signTypedData(wagmiConfig, {
        account: connected,
        ...voteTypedData(vote),
      })
      return (
        await apiFetch<DataResponse<ProposalVote>>(
          `/api/proposals/${encodeURIComponent(proposal.id)}/votes`,
          { method: 'POST', body: { vote, signature } },
        )
      ).data
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: proposalKeys.detail(proposal.id) })
      void queryClient.invalidateQueries({ queryKey: proposalKeys.votes(proposal.id) })
      void queryClient.invalidateQueries({ queryKey: proposalKeys.lists(proposal.communityId) })
    },
  })
}

/** Bookmarks or un-bookmarks a proposal at once; a failure puts it back as it was. */
export function useBookmarkProposal(id: string) {
  const queryClient = useQueryClient()
  const key = proposalKeys.detail(id)
  return useMutation({
    mutationFn: ({ bookmarked, idempotencyKey }: Keyed<{ bookmarked: boolean }>) =>
      putBookmark('proposal', id, bookmarked, idempotencyKey),
    onMutate: async ({ bookmarked }) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<Proposal>(key)
      if (previous)
        queryClient.setQueryData<Proposal>(key, { ...previous, viewerBookmarked: bookmarked })
      return { previous }
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
  })
}
