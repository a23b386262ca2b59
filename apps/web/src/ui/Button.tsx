import type { ButtonVariant, UiSize } from '@agora/domain'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cx } from './cx.ts'
import { Icon, type IconName } from './Icon.tsx'
import { useRipple } from './useRipple.tsx'
import './Button.css'
import './Ripple.css'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: UiSize
  icon?: IconName
  fullWidth?: boolean
  children?: ReactNode
}

export function Button({
  variant = 'primary',
  size = 'medium',
  icon,
  fullWidth = false,
  className,
  children,
  type = 'button',
  disabled,
  onPointerDown,
  ...rest
}: ButtonProps) {
  const ripple = useRipple(disabled)
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      className={cx(
        'button',
        'ripple-host',
        `button--${variant}`,
        `button--${size}`,
        fullWidth && 'button--full',
        className,
      )}
      onPointerDown={(event) => {
        ripple.onPointerDown(event)
        onPointerDown?.(event)
      }}
    >
      {icon && <Icon name={icon} size={size === 'small' ? 16 : 18} />}
      {children}
      {ripple.ripples}
    </button>
  )
}
