import { isMobileWidth } from '@agora/domain'
import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

export function isMobileViewport(): boolean {
  return isMobileWidth(window.innerWidth)
}

/** Whether the window is narrower than the mobile breakpoint, updated live on resize. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport)
}
