import { type MutedWord, mutedWordMatcher } from '@agora/domain'
import { useMemo, useState } from 'react'
import { useAuth } from '../auth/useAuth.ts'
import { useMutedWords } from './data.ts'

/**
 * The viewer's muted word a text contains, until they choose to see it anyway (`show`); null
 * for their own texts and for anyone signed out. Feeds already leave such posts out on the
 * server: this is for comments in a thread and a post opened by its link (`enabled` only
 * there, so a list of posts asks nothing more).
 */
export function useMutedWordIn(
  text: string,
  authorId: string,
  enabled = true,
): { word: MutedWord | null; show: () => void } {
  const auth = useAuth()
  const signedIn = enabled && auth.isAuthenticated && !!auth.user && !auth.isOfflineSession
  const words = useMutedWords(signedIn)
  const matcher = useMemo(() => mutedWordMatcher(words.data ?? []), [words.data])
  const [shown, setShown] = useState(false)
  const word = shown || !signedIn || auth.user?.id === authorId ? null : matcher(text)
  return { word, show: () => setShown(true) }
}
