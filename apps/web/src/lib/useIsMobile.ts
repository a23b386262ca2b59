import { MOBILE_BREAKPOINT_PX } from '@agora/domain'
import { useMediaQuery } from './useMediaQuery.ts'

// a media query, not `window.innerWidth`: reading that lays out the whole page, and the first
// render reads it again inside its commit, before the first paint
const MOBILE_VIEWPORT = `not all and (min-width: ${MOBILE_BREAKPOINT_PX}px)`

export function isMobileViewport(): boolean {
  return window.matchMedia(MOBILE_VIEWPORT).matches
}

/** Whether the window is narrower than the mobile breakpoint, updated live as it changes. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_VIEWPORT)
}
