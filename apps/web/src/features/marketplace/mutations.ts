import { type Listing, listingCertificate } from '@agora/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Config } from 'wagmi'
import { signTypedData } from 'wagmi/actions'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, type Keyed } from '../../lib/idempotencyKey.ts'
import { listingKeys } from '../../lib/listingKeys.ts'
import type { DataResponse } from '../../lib/responses.ts'
import { emitSellerEvent } from '../../lib/sellerEvents.ts'

export type ListingDraft = {
  title: string
  description: string
  priceAmount: string
  currency: Listing['currency']
  chainId: number
  category: Listing['category']
  kind: Listing['kind']
  images: string[]
  quantity: number
  acceptsOffers: boolean
  minimumOffer: string | null
}

function useListingSaved() {
  const queryClient = useQueryClient()
  return (listing: Listing) => {
    queryClient.setQueryData(listingKeys.detail(listing.id), listing)
    void queryClient.invalidateQueries({ queryKey: [...listingKeys.all, 'search'] })
    emitSellerEvent('seller-listing-updated', listing.sellerAddress)
  }
}

export function useCreateListing() {
  const onSaved = useListingSaved()
  return useMutation({
    mutationFn: ({ idempotencyKey, ...draft }: Keyed<ListingDraft>) =>
      apiFetch<DataResponse<Listing>>('/api/marketplace/listings', {
        method: 'POST',
        body: draft,
        headers: idempotencyHeaders(idempotencyKey),
      }).then((response) => response.data),
    onSuccess: onSaved,
  })
}

export function useUpdateListing(id: string) {
  const onSaved = useListingSaved()
  return useMutation({
    mutationFn: (changes: Partial<ListingDraft> & { status?: 'active' | 'removed' }) =>
      apiFetch<DataResponse<Listing>>(`/api/marketplace/listings/${id}`, {
        method: 'PATCH',
        body: changes,
      }).then((response) => response.data),
    onSuccess: onSaved,
  })
}

/** The seller signs the listing's EIP-712 certificate; the server checks it (On-Chain Certified). */
export function useCertifyListing(wagmiConfig: Config | null) {
  const onSaved = useListingSaved()
  return useMutation({
    mutationFn: async ({ listing, idempotencyKey }: Keyed<{ listing: Listing }>) => {
      if (!wagmiConfig) throw new Error('Connect your wallet to certify the listing.')
      const signature = await signTypedData(wagmiConfig, listingCertificate(listing))
      const path: `/api/${string}` = `/api/marketplace/listings/${listing.id}/certify`
      const response = await apiFetch<DataResponse<Listing>>(path, {
        method: 'POST',
        body: { signature },
        headers: idempotencyHeaders(idempotencyKey),
      })
      return response.data
    },
    onSuccess: onSaved,
  })
}
