import type { TestEthGrant } from '@agora/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api.ts'
import { BALANCE_KEY } from '../../../lib/balanceKeys.ts'
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
    // the wallet holds more now: checkout and the wallet page ask the chain again
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
  })
}
