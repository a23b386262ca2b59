import { useContext } from 'react'
import { AppearanceContext, type AppearanceContextValue } from './AppearanceContext.ts'

export function useAppearance(): AppearanceContextValue {
  const value = useContext(AppearanceContext)
  if (!value) throw new Error('useAppearance must be used within an AppearanceProvider')
  return value
}
