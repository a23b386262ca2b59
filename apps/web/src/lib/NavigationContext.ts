import type {
  ModalName,
  NavigationPreferences,
  NavigationState,
  NavigationView,
} from '@agora/domain'
import { createContext } from 'react'

export interface NavigationContextValue extends NavigationState {
  preferences: NavigationPreferences
  /** `feed` clears the community; `community` needs one to be set already */
  setView: (view: NavigationView) => void
  /** switches to the community's view and clears the selected post */
  setCommunity: (communityId: string) => void
  /** needs a community context: without one it logs a warning and does nothing */
  navigateToPost: (postId: string | null) => void
  setSidebarCollapsed: (collapsed: boolean) => void
  toggleSidebar: () => void
  setRightSidebarVisible: (visible: boolean) => void
  openModal: (modal: ModalName) => void
  closeModal: (modal: ModalName) => void
  toggleFavoriteCommunity: (communityId: string) => void
  isMobile: boolean
}

export const NavigationContext = createContext<NavigationContextValue | null>(null)
