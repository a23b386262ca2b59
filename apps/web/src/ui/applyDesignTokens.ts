import {
  BREAKPOINTS,
  CARD_ANIMATION_S,
  GRADIENTS,
  NFT_GLOW,
  RIPPLE_DURATION_MS,
  SHIMMER_DURATION_S,
  TRUST_BADGE_STAGGER_S,
  Z_INDEX,
} from '@agora/domain'

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
}

/** The design tokens of packages/domain as CSS custom properties, so CSS and JS agree. */
export function designTokenVariables(): Record<string, string> {
  const vars: Record<string, string> = {
    '--ripple-duration': `${RIPPLE_DURATION_MS}ms`,
    '--card-animation': `${CARD_ANIMATION_S}s`,
    '--badge-stagger': `${TRUST_BADGE_STAGGER_S}s`,
  }
  for (const [name, value] of Object.entries(Z_INDEX)) vars[`--z-${kebab(name)}`] = String(value)
  for (const [name, value] of Object.entries(GRADIENTS)) vars[`--gradient-${name}`] = value
  for (const [name, value] of Object.entries(NFT_GLOW)) vars[`--glow-${name}`] = value
  for (const [name, value] of Object.entries(SHIMMER_DURATION_S))
    vars[`--shimmer-${name}`] = `${value}s`
  for (const [name, value] of Object.entries(BREAKPOINTS))
    vars[`--breakpoint-${name}`] = `${value}px`
  return vars
}

export function applyDesignTokens(root: HTMLElement): void {
  for (const [name, value] of Object.entries(designTokenVariables())) {
    root.style.setProperty(name, value)
  }
}
