import type { ShimmerSpeed } from '@agora/domain'
import type { CSSProperties } from 'react'
import { cx } from './cx.ts'
import './Skeleton.css'

interface SkeletonProps {
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  /** `circle` for avatars */
  shape?: 'line' | 'block' | 'circle'
  /** shimmer: normal 1.5 s, slow 2.5 s, fast 1 s */
  speed?: ShimmerSpeed
  className?: string
}

/** A shimmering placeholder. Hidden from assistive technology: the container says "loading". */
export function Skeleton({
  width,
  height,
  shape = 'line',
  speed = 'normal',
  className,
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx('skeleton', `skeleton--${shape}`, `skeleton--${speed}`, className)}
      style={{ width, height }}
    />
  )
}
