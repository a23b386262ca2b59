/**
 * UI constants and design tokens (spec §3 Design tokens, §9 UI). The web app turns the
 * tokens into CSS custom properties; nothing here knows about React or the DOM.
 */

/** Toasts disappear after this long unless they carry their own duration. */
export const TOAST_DEFAULT_DURATION_MS = 5000
export const RIPPLE_DURATION_MS = 600
export const CARD_ANIMATION_S = 0.3
export const TRUST_BADGE_STAGGER_S = 0.1
/** How long the loading skeleton shows before content fades in. */
export const SKELETON_DURATION_MS = 1500
/** Below this window width (px) the layout is the mobile one. */
export const MOBILE_BREAKPOINT_PX = 768

export const SHIMMER_SPEEDS = ['normal', 'slow', 'fast'] as const
export type ShimmerSpeed = (typeof SHIMMER_SPEEDS)[number]
export const SHIMMER_DURATION_S: Readonly<Record<ShimmerSpeed, number>> = {
  normal: 1.5,
  slow: 2.5,
  fast: 1,
}

export const TOAST_TYPES = ['success', 'error', 'warning', 'info'] as const
export type ToastType = (typeof TOAST_TYPES)[number]

export interface Toast {
  id: string
  message: string
  type: ToastType
  /** ms; 0 or less keeps the toast until it is closed */
  duration: number
}

/** A toast with a duration of 0 or less stays until closed. */
export function toastAutoDismisses(toast: Pick<Toast, 'duration'>): boolean {
  return toast.duration > 0
}

export const BUTTON_VARIANTS = ['primary', 'secondary', 'outline', 'ghost', 'gradient'] as const
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number]
export const UI_SIZES = ['small', 'medium', 'large'] as const
export type UiSize = (typeof UI_SIZES)[number]

export const TRUST_BADGES = {
  verified: 'Verified',
  escrowProtected: 'Escrow Protected',
  onChainCertified: 'On-Chain Certified',
  daoApproved: 'DAO Approved',
} as const
export type TrustBadgeKind = keyof typeof TRUST_BADGES
export const TRUST_BADGE_LAYOUTS = ['badges', 'inline'] as const
export type TrustBadgeLayout = (typeof TRUST_BADGE_LAYOUTS)[number]

/** Entrance delay of the badge at `index`: badges appear one after another. */
export function trustBadgeDelayS(index: number): number {
  return Math.round(index * TRUST_BADGE_STAGGER_S * 10) / 10
}

/** Breakpoints in px, from the smallest supported phone to wide desktops. */
export const BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: MOBILE_BREAKPOINT_PX,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const

/** Stacking layers, lowest first. */
export const Z_INDEX = {
  base: 0,
  raised: 10,
  sidebar: 100,
  header: 200,
  dropdown: 1000,
  popover: 1100,
  modalBackdrop: 1200,
  modal: 1300,
  banner: 1400,
  toast: 1500,
} as const

/** Gradients chosen so white text on them keeps WCAG AA contrast. */
export const GRADIENTS = {
  primary: 'linear-gradient(135deg, #4f46e5 0%, #7c3aed 100%)',
  secondary: 'linear-gradient(135deg, #0e7490 0%, #1d4ed8 100%)',
  success: 'linear-gradient(135deg, #047857 0%, #0f766e 100%)',
  warm: 'linear-gradient(135deg, #be123c 0%, #c2410c 100%)',
  dao: 'linear-gradient(135deg, #6d28d9 0%, #be185d 100%)',
} as const

export const NFT_GLOW = {
  standard: '0 0 0 1px rgba(59, 130, 246, 0.35), 0 0 24px rgba(59, 130, 246, 0.35)',
  premium: '0 0 0 1px rgba(245, 158, 11, 0.45), 0 0 32px rgba(245, 158, 11, 0.4)',
  dao: '0 0 0 1px rgba(139, 92, 246, 0.45), 0 0 32px rgba(139, 92, 246, 0.4)',
} as const
export type NftGlow = keyof typeof NFT_GLOW
