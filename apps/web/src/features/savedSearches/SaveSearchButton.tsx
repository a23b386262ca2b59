import type { SavedSearch, SavedSearchInput } from '@agora/domain'
import { useMutation } from '@tanstack/react-query'
import { t } from '../../i18n/i18n.ts'
import { apiFetch } from '../../lib/api.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { idempotencyHeaders, newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import type { DataResponse } from '../../lib/responses.ts'
import { Button } from '../../ui/Button.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'

/**
 * Keeps the market's current words and filters: a new listing that matches lands in the
 * inbox. Nothing to keep until something is searched or filtered.
 */
export function SaveSearchButton({ search }: { search: SavedSearchInput }) {
  const auth = useAuth()
  const { showToast } = useToast()
  const save = useMutation({
    mutationFn: (input: SavedSearchInput) =>
      apiFetch<DataResponse<SavedSearch>>('/api/marketplace/saved-searches', {
        method: 'POST',
        body: input,
        headers: idempotencyHeaders(newIdempotencyKey()),
      }).then((response) => response.data),
    onSuccess: () => showToast(t('savedSearches.saved'), { type: 'success' }),
    onError: (error) => showToast(errorMessage(error), { type: 'error' }),
  })
  const empty = Object.values(search).every((value) => value === undefined || value === '')
  return (
    <Button
      variant="outline"
      size="medium"
      icon="bell"
      disabled={empty || save.isPending}
      onClick={() => (auth.isAuthenticated ? save.mutate(search) : auth.requestSignIn())}
    >
      {t('savedSearches.save')}
    </Button>
  )
}
