import type { TestEthGrant } from '@agora/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api.ts'
import { balanceKeys } from '../../../lib/balanceKeys.ts'
import { idempotencyHeaders, type Keyed } from '../../../lib/idempotencyKey.ts'
import type { DataResponse } from '../../../lib/responses.ts'

/** Asks the server to send test ETH to the signed-in wallet on the local chain (31337). */
export function useGetTestEth() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ chainId, idempotencyKey }: Keyed<{ chainId: number }>) =>
      (
        await apiFetch<DataResponse<TestEthGrant>>('/api/test-eth', {
          method: 'POST',
          body: { chainId },
          headers: idempotencyHeaders(idempotencyKey),
        })
      ).data,
    // the wallet holds more there now: checkout and the wallet page ask that chain again
    // (not awaited: the grant already says what arrived)
    onSuccess: (grant) => {
      void queryClient.invalidateQueries({ queryKey: balanceKeys.onChain(grant.chainId) })
    },
  })
}
