import { createContext } from 'react'

/**
 * What the open modals are about. The navigation state says which modals are open
 * (spec §3 modalState); this says whose profile and which community.
 */
export interface ModalTargets {
  profileAddress: string | null
  joinCommunityId: string | null
  /** the community a new post goes to by default; null for everyone */
  composerCommunityId: string | null
  openProfile: (address: string) => void
  openCommunityJoin: (communityId: string) => void
  openComposer: (communityId?: string | null) => void
}

export const ModalTargetsContext = createContext<ModalTargets | null>(null)
