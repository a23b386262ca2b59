import type { SellerProfile } from '@agora/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import type { DataResponse } from '../../lib/responses.ts'
import { emitSellerEvent } from '../../lib/sellerEvents.ts'
import { notificationKeys } from '../notifications/notificationKeys.ts'
import { optimisticSellerUpdate } from './optimisticUpdate.ts'
import { sellerKey } from './sellerKeys.ts'
import type { SellerNotification } from './sellerTypes.ts'

export type ProfileChanges = Pick<SellerProfile, 'displayName' | 'bio' | 'avatar'>

/** Saves the seller profile, shown at once and rolled back if the server refuses. */
export function useUpdateSellerProfile(walletAddress: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: ProfileChanges) =>
      optimisticSellerUpdate<SellerProfile, SellerProfile>(queryClient, {
        kind: 'profile',
        walletAddress,
        update: (current) => current && { ...current, ...changes },
        commit: async () => {
          const response = await apiFetch<DataResponse<SellerProfile>>('/api/sellers/me/profile', {
            method: 'PUT',
            body: changes,
          })
          return response.data
        },
        rollback: (previous) =>
          queryClient.setQueryData(sellerKey('profile', walletAddress), previous),
      }),
    onSuccess: (profile) => {
      queryClient.setQueryData(sellerKey('profile', walletAddress), profile)
      emitSellerEvent('seller-profile-updated', walletAddress)
    },
  })
}

/** Marks the seller's notifications (inbox rows) read; on failure the list is refetched rather than guessed. */
export function useMarkNotificationsRead(walletAddress: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: string[] | 'all') =>
      optimisticSellerUpdate<SellerNotification[], SellerNotification[]>(queryClient, {
        kind: 'notifications',
        walletAddress,
        update: (current) =>
          current?.map((entry) =>
            ids === 'all' || ids.includes(entry.id) ? { ...entry, read: true } : entry,
          ),
        commit: async () => {
          const path: `/api/${string}` = `/api/sellers/${walletAddress}/notifications/read`
          const response = await apiFetch<DataResponse<SellerNotification[]>>(path, {
            method: 'POST',
            body: { ids },
            headers: idempotencyHeaders(newIdempotencyKey()),
          })
          return response.data
        },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sellerKey('dashboard', walletAddress) })
      // they are rows of the one inbox: the bell's count moves too
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all })
    },
  })
}
