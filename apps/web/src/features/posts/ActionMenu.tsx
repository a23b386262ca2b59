import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { ActionIcon, type ActionIconName } from '../../ui/ActionIcon.tsx'
import { cx } from '../../ui/cx.ts'
import './ActionMenu.css'

export interface MenuAction {
  label: string
  icon: ActionIconName
  onSelect: () => void
  danger?: boolean
}

/** What opens the menu when it is not the "more" button: an icon, a count, a pressed state. */
export interface MenuTrigger {
  icon: ActionIconName
  text?: ReactNode
  pressed?: boolean
  className?: string
}

/** A "more actions" button with a small menu; Escape or a click elsewhere closes it. */
export function ActionMenu({
  label,
  actions,
  trigger,
}: {
  label: string
  actions: MenuAction[]
  trigger?: MenuTrigger
}) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    rootRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus()
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const items = [
        ...(rootRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
      ]
      const at = items.indexOf(document.activeElement as HTMLButtonElement)
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        items[(at + step + items.length) % items.length]?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  if (actions.length === 0) return null
  return (
    <div className="action-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={cx(
          trigger?.className ?? 'action-menu__button',
          open && 'action-menu__button--open',
          trigger?.pressed && 'action-menu__button--pressed',
        )}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <ActionIcon name={trigger?.icon ?? 'more'} size={trigger ? 16 : 18} />
        {trigger?.text}
      </button>
      {open && (
        <div className="action-menu__list" role="menu" id={menuId} aria-label={label}>
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              className={cx('action-menu__item', action.danger && 'action-menu__item--danger')}
              onClick={() => {
                setOpen(false)
                action.onSelect()
              }}
            >
              <ActionIcon name={action.icon} size={16} />
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
