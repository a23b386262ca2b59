import type { CSSProperties, HTMLAttributes, ReactNode } from 'react'
import { cx } from './cx.ts'
import './layout.css'

interface StackProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'ul' | 'ol' | 'header' | 'footer'
  direction?: 'vertical' | 'horizontal'
  /** in rem */
  gap?: number
  align?: CSSProperties['alignItems']
  justify?: CSSProperties['justifyContent']
  wrap?: boolean
  children?: ReactNode
}

/** Lays children out in a row or a column with even spacing. */
export function Stack({
  as: Element = 'div',
  direction = 'vertical',
  gap = 1,
  align,
  justify,
  wrap = false,
  className,
  style,
  children,
  ...rest
}: StackProps) {
  return (
    <Element
      {...rest}
      className={cx('stack', `stack--${direction}`, wrap && 'stack--wrap', className)}
      style={{ gap: `${gap}rem`, alignItems: align, justifyContent: justify, ...style }}
    >
      {children}
    </Element>
  )
}
