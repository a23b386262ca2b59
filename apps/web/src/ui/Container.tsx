import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from './cx.ts'
import './layout.css'

interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** max width: small 40rem, medium 64rem, large 80rem, full none */
  size?: 'small' | 'medium' | 'large' | 'full'
  children?: ReactNode
}

/** Centres content with a max width and responsive side padding. */
export function Container({ size = 'large', className, children, ...rest }: ContainerProps) {
  return (
    <div {...rest} className={cx('container', `container--${size}`, className)}>
      {children}
    </div>
  )
}
