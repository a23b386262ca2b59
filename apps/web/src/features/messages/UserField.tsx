import type { Author } from '@agora/domain'
import { type KeyboardEvent, useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { displayName, shortAddress } from '../../lib/shortAddress.ts'
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts'
import { useUserSearch } from '../../lib/userSearch.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import './UserField.css'
import { Ltr } from '../../ui/Ltr.tsx'

const SUGGESTIONS = 6

type UserFieldProps = {
  label: string
  placeholder?: string
  value: string
  onChange: (value: string) => void
  /** A suggestion was taken (click, or Enter on the highlighted one). */
  onChoose: (user: Author) => void
}

/**
 * A text field for someone's @handle or address that suggests users as they type
 * (a combobox: arrows move through the suggestions, Enter takes one, Escape closes them).
 */
export function UserField({ label, placeholder, value, onChange, onChoose }: UserFieldProps) {
  const id = useId()
  const listId = `${id}-users`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const term = useDebouncedValue(value.trim(), 200)
  const search = useUserSearch(term.startsWith('0x') && term.length < 4 ? '' : term)
  const users = (search.data?.data ?? []).slice(0, SUGGESTIONS)
  const shown = open && value.trim().length > 0 && users.length > 0

  const choose = (user: Author) => {
    setOpen(false)
    setActive(-1)
    onChoose(user)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') return setOpen(false)
    if (!shown) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + users.length) % users.length)
    } else if (event.key === 'Enter' && active >= 0) {
      const user = users[active]
      if (!user) return
      event.preventDefault()
      choose(user)
    }
  }

  return (
    <div className="user-field">
      <label className="field">
        <span className="field__label">{label}</span>
        <input
          role="combobox"
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            onChange(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
      </label>
      <div
        id={listId}
        role="listbox"
        aria-label={t('users.find.suggestions')}
        className="user-field__list"
        hidden={!shown}
      >
        {users.map((user, index) => (
          <div
            key={user.id}
            id={`${listId}-${index}`}
            role="option"
            // focus stays in the field (aria-activedescendant): the option is only pointed at
            tabIndex={-1}
            aria-selected={index === active}
            className="user-field__option"
            // before the input's blur, which would close the list under the pointer
            onMouseDown={(event) => {
              event.preventDefault()
              choose(user)
            }}
          >
            <Avatar user={user} size={28} />
            <span className="user-field__name">
              <bdi>{displayName(user)}</bdi>
              <span className="user-field__detail">
                <Ltr>@{user.handle}</Ltr>
                {user.address && (
                  <>
                    {' · '}
                    <Ltr>{shortAddress(user.address)}</Ltr>
                  </>
                )}
              </span>
            </span>
          </div>
        ))}
      </div>
    </div>
  )
}
