import { useContext } from 'react'
import { type ModalTargets, ModalTargetsContext } from './ModalTargetsContext.ts'

export function useModalTargets(): ModalTargets {
  const value = useContext(ModalTargetsContext)
  if (!value) throw new Error('useModalTargets must be used within a ModalTargetsProvider')
  return value
}
