import type { NftGlow } from '@agora/domain'
import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from './cx.ts'
import './GlassCard.css'

export type GlassCardVariant = 'default' | 'elevated' | 'subtle' | 'outlined'
export type GlassCardPadding = 'none' | 'small' | 'medium' | 'large'
export type GlassCardShadow = 'none' | 'small' | 'medium' | 'large' | 'xl'

export interface GlassCardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'aside' | 'li'
  variant?: GlassCardVariant
  padding?: GlassCardPadding
  shadow?: GlassCardShadow
  /** lifts the card under the pointer */
  hover?: boolean
  /** NFT glow: standard, premium or dao */
  glow?: NftGlow
  /** fades the card in (0.3 s) when it mounts */
  animate?: boolean
  children?: ReactNode
}

/** A frosted-glass surface; blur and opacity follow the glass intensity preference. */
export function GlassCard({
  as: Element = 'div',
  variant = 'default',
  padding = 'medium',
  shadow = 'medium',
  hover = false,
  glow,
  animate = false,
  className,
  children,
  ...rest
}: GlassCardProps) {
  return (
    <Element
      {...rest}
      className={cx(
        'glass-card',
        `glass-card--${variant}`,
        `glass-card--pad-${padding}`,
        `glass-card--shadow-${shadow}`,
        hover && 'glass-card--hover',
        glow && `glass-card--glow-${glow}`,
        animate && 'glass-card--animate',
        className,
      )}
    >
      {children}
    </Element>
  )
}
