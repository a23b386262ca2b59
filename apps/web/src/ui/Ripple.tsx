import type { ReactNode } from 'react'
import { cx } from './cx.ts'
import { useRipple } from './useRipple.tsx'
import './Ripple.css'

interface RippleProps {
  children: ReactNode
  className?: string
  disabled?: boolean
}

/** Wraps content so that pressing it sends out a 600 ms ripple. */
export function Ripple({ children, className, disabled = false }: RippleProps) {
  const { onPointerDown, ripples } = useRipple(disabled)
  return (
    <div className={cx('ripple-host', className)} onPointerDown={onPointerDown}>
      {children}
      {ripples}
    </div>
  )
}
