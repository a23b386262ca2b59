import type { QuoteKind } from '@agora/domain'
import { createContext } from 'react'

/**
 * What the open modals are about. The navigation state says which modals are open
 * (spec §3 modalState); this says whose profile and which community.
 */
export interface ModalTargets {
  shownUser: string | null
  joinCommunityId: string | null
  /** the community a new post goes to by default; null for everyone */
  composerCommunityId: string | null
  /** what the new post quotes; null for a post of its own */
  composerQuote: QuoteTarget | null
  openUser: (address: string) => void
  openCommunityJoin: (communityId: string) => void
  openComposer: (communityId?: string | null, quote?: QuoteTarget | null) => void
}

/** A post, proposal or listing a new post quotes, with the words the composer shows for it. */
export interface QuoteTarget {
  kind: QuoteKind
  id: string
  label: string
}

export const ModalTargetsContext = createContext<ModalTargets | null>(null)
