import type { MakeOffer, Offer, OfferMove } from '@agora/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import type { DataResponse } from '../../lib/responses.ts'

export type OfferRole = Offer['viewerRole']

// liveCache.ts refreshes ['offers'] on an offer.changed frame
export const offerKeys = {
  all: ['offers'] as const,
  list: (role: OfferRole) => ['offers', role] as const,
}

export const useOffers = (role: OfferRole, enabled: boolean) =>
  useQuery({
    queryKey: offerKeys.list(role),
    queryFn: ({ signal }) =>
      apiFetch<{ data: Offer[]; nextCursor: string | null }>(
        `/api/marketplace/offers?role=${role}`,
        { signal },
      ).then((response) => response.data),
    enabled,
    staleTime: 10_000,
  })

function postOffer(path: `/api/${string}`, body: unknown) {
  return apiFetch<DataResponse<Offer>>(path, {
    method: 'POST',
    body,
    headers: idempotencyHeaders(newIdempotencyKey()),
  }).then((response) => response.data)
}

export function useMakeOffer(listingId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MakeOffer) =>
      postOffer(`/api/marketplace/listings/${listingId}/offers`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  })
}

/** Accept, decline, counter (with an amount) or withdraw one offer. */
export function useOfferMove(offerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ move, amount }: { move: OfferMove; amount?: string }) =>
      postOffer(`/api/marketplace/offers/${offerId}/${move}`, amount ? { amount } : {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  })
}
