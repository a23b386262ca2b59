import type { ComponentProps } from 'react'
import { cx } from './cx.ts'
import { Icon, type IconName } from './Icon.tsx'
import './IconButton.css'

interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  icon: IconName
  /** the accessible name, also shown as a tooltip */
  label: string
  iconSize?: number
  /** pressed or open look */
  active?: boolean
}

/** A square button with only an icon; `label` names it for everyone. */
export function IconButton({
  icon,
  label,
  iconSize = 20,
  active = false,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx('icon-button', active && 'icon-button--active', className)}
      aria-label={label}
      title={label}
    >
      <Icon name={icon} size={iconSize} />
    </button>
  )
}
