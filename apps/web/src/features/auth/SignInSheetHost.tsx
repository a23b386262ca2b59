import { Suspense, useContext } from 'react'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import { SignInSheetContext } from './SignInSheetContext.ts'

// fetched the first time a signed-out action asks for a session
const SignInSheet = lazyWithRetry<{ onClose: () => void }>(() =>
  import('./SignInSheet.tsx').then((m) => ({ default: m.SignInSheet })),
)

/** Mounts the sign-in sheet while it is asked for; inside the router, for its links. */
export function SignInSheetHost() {
  const sheet = useContext(SignInSheetContext)
  if (!sheet.isOpen) return null
  return (
    <Suspense fallback={null}>
      <SignInSheet onClose={sheet.close} />
    </Suspense>
  )
}
