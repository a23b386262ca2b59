import type { QueryClient } from '@tanstack/react-query'
import { sellerCacheFor } from './sellerCache.ts'
import { type SellerKind, sellerKey } from './sellerKeys.ts'

type OptimisticUpdate<T, R> = {
  kind: SellerKind
  walletAddress: string
  /** the entry as it should look right away */
  update: (current: T | undefined) => T | undefined
  /** the server call that makes it true */
  commit: () => Promise<R>
  /** put things back on failure; without it the entry is refetched */
  rollback?: (previous: T | undefined) => void
}

/**
 * Shows a seller change at once, then commits it. On failure the change is rolled back if
 * a rollback is given, otherwise the entry is refetched (spec §4). Either way its dependants
 * are invalidated afterwards.
 */
export async function optimisticSellerUpdate<T, R>(
  queryClient: QueryClient,
  { kind, walletAddress, update, commit, rollback }: OptimisticUpdate<T, R>,
): Promise<R> {
  const queryKey = sellerKey(kind, walletAddress)
  await queryClient.cancelQueries({ queryKey })
  const previous = queryClient.getQueryData<T>(queryKey)
  queryClient.setQueryData<T>(queryKey, update(previous))
  try {
    return await commit()
  } catch (error) {
    if (rollback) rollback(previous)
    else void queryClient.invalidateQueries({ queryKey })
    throw error
  } finally {
    sellerCacheFor(queryClient).invalidate(kind, walletAddress)
  }
}
