import { useContext } from 'react'
import { AccountContext } from './AccountContext.ts'

export function useAccount() {
  const account = useContext(AccountContext)
  if (!account) throw new Error('useAccount must be used within an AuthProvider')
  return account
}
