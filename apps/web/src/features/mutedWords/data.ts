import type { MutedWord, MutedWords } from '@agora/domain'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { FEED_KEY } from '../../lib/postCache.ts'
import type { DataResponse } from '../../lib/responses.ts'

const MUTED_WORDS_KEY = ['mutedWords'] as const

export const mutedWordsQueryOptions = () =>
  queryOptions({
    queryKey: MUTED_WORDS_KEY,
    queryFn: async ({ signal }) =>
      (await apiFetch<DataResponse<MutedWords>>('/api/me/muted-words', { signal })).data.words,
  })

/** The viewer's muted words; none while signed out. */
export const useMutedWords = (enabled: boolean) =>
  useQuery({ ...mutedWordsQueryOptions(), enabled })

/** Replaces the whole list; feeds are read again so they leave out (or bring back) posts. */
export function useSaveMutedWords() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (words: MutedWord[]) =>
      (
        await apiFetch<DataResponse<MutedWords>>('/api/me/muted-words', {
          method: 'PUT',
          body: { words },
        })
      ).data.words,
    onSuccess: (words) => {
      queryClient.setQueryData(MUTED_WORDS_KEY, words)
      void queryClient.invalidateQueries({ queryKey: FEED_KEY })
    },
  })
}
