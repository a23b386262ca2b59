import type { CreateOrderInput, Order, ShippingAddress } from '@agora/domain'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { listingKeys } from '../../lib/listingKeys.ts'
import type { DataResponse } from '../../lib/responses.ts'
import { emitSellerEvent } from '../../lib/sellerEvents.ts'

export const orderKeys = {
  mine: ['orders', 'buyer'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  lastShippingAddress: ['orders', 'last-shipping-address'] as const,
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch<DataResponse<Order>>(`/api/marketplace/orders/${id}`, { signal }).then(
        (response) => response.data,
      ),
    staleTime: 10_000,
  })

export const useOrder = (id: string) => useQuery(orderQueryOptions(id))

export const useMyOrders = (enabled: boolean) =>
  useQuery({
    queryKey: orderKeys.mine,
    queryFn: ({ signal }) =>
      apiFetch<DataResponse<Order[]>>('/api/marketplace/orders?as=buyer', { signal }).then(
        (response) => response.data,
      ),
    enabled,
    staleTime: 10_000,
  })

/** Keeps every view of an order in step after the server changed it. */
export function useOrderChanged() {
  const queryClient = useQueryClient()
  // stable, so the checkout's callbacks and effects built on it are too
  return useCallback(
    (order: Order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order)
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine })
      void queryClient.invalidateQueries({ queryKey: listingKeys.detail(order.listingId) })
      emitSellerEvent('seller-order-updated', order.sellerAddress)
    },
    [queryClient],
  )
}

export function postOrder(path: `/api/${string}`, body: unknown = {}, key = newIdempotencyKey()) {
  return apiFetch<DataResponse<Order>>(path, {
    method: 'POST',
    body,
    headers: idempotencyHeaders(key),
  }).then((response) => response.data)
}

/** Where the buyer shipped last (null: never), to fill the checkout's address form. */
export const useLastShippingAddress = (enabled: boolean) =>
  useQuery({
    queryKey: orderKeys.lastShippingAddress,
    queryFn: ({ signal }) =>
      apiFetch<DataResponse<ShippingAddress | null>>(
        '/api/marketplace/orders/last-shipping-address',
        { signal },
      ).then((response) => response.data),
    enabled,
    staleTime: 60_000,
  })

export function useCreateOrder() {
  const onChanged = useOrderChanged()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: CreateOrderInput & { idempotencyKey: string }) =>
      postOrder('/api/marketplace/orders', input, idempotencyKey),
    onSuccess: (order) => {
      onChanged(order)
      void queryClient.invalidateQueries({ queryKey: orderKeys.lastShippingAddress })
    },
    retry: false,
  })
}

export type OrderAction =
  | 'cancel'
  | 'ship'
  | 'confirm-delivery'
  | 'dispute'
  | 'dispute/messages'
  | 'dispute/referral'
  | 'resolve'
  | 'review'

/** One of the order's state moves; the body is what that move needs. */
export function useOrderAction(orderId: string, action: OrderAction) {
  const onChanged = useOrderChanged()
  return useMutation({
    mutationFn: (body: Record<string, unknown> = {}) =>
      postOrder(`/api/marketplace/orders/${orderId}/${action}`, body),
    onSuccess: onChanged,
    retry: false,
  })
}
