import { createContext } from 'react'

/** Whether a signed-out action has asked for the sign-in sheet (`useAuth().requestSignIn`). */
export type SignInSheetState = { isOpen: boolean; close: () => void }

export const SignInSheetContext = createContext<SignInSheetState>({
  isOpen: false,
  close: () => {},
})
