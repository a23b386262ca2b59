import { NAVIGATION_CONTEXT_ERROR } from '@agora/domain'
import { useContext } from 'react'
import { NavigationContext, type NavigationContextValue } from './NavigationContext.ts'

export function useNavigation(): NavigationContextValue {
  const value = useContext(NavigationContext)
  if (!value) throw new Error(NAVIGATION_CONTEXT_ERROR)
  return value
}
