import type { Author } from '@agora/domain'
import { type KeyboardEvent, useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { usePeopleSearch } from '../../lib/peopleSearch.ts'
import { displayName, shortAddress } from '../../lib/shortAddress.ts'
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import './PersonField.css'
import { Ltr } from '../../ui/Ltr.tsx'

const SUGGESTIONS = 6

type PersonFieldProps = {
  label: string
  placeholder?: string
  value: string
  onChange: (value: string) => void
  /** A suggestion was taken (click, or Enter on the highlighted one). */
  onChoose: (person: Author) => void
}

/**
 * A text field for someone's @handle or address that suggests people as they type
 * (a combobox: arrows move through the suggestions, Enter takes one, Escape closes them).
 */
export function PersonField({ label, placeholder, value, onChange, onChoose }: PersonFieldProps) {
  const id = useId()
  const listId = `${id}-people`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const term = useDebouncedValue(value.trim(), 200)
  const search = usePeopleSearch(term.startsWith('0x') && term.length < 4 ? '' : term)
  const people = (search.data?.data ?? []).slice(0, SUGGESTIONS)
  const shown = open && value.trim().length > 0 && people.length > 0

  const choose = (person: Author) => {
    setOpen(false)
    setActive(-1)
    onChoose(person)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') return setOpen(false)
    if (!shown) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + people.length) % people.length)
    } else if (event.key === 'Enter' && active >= 0) {
      const person = people[active]
      if (!person) return
      event.preventDefault()
      choose(person)
    }
  }

  return (
    <div className="person-field">
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
        className="person-field__list"
        hidden={!shown}
      >
        {people.map((person, index) => (
          <div
            key={person.id}
            id={`${listId}-${index}`}
            role="option"
            // focus stays in the field (aria-activedescendant): the option is only pointed at
            tabIndex={-1}
            aria-selected={index === active}
            className="person-field__option"
            // before the input's blur, which would close the list under the pointer
            onMouseDown={(event) => {
              event.preventDefault()
              choose(person)
            }}
          >
            <Avatar person={person} size={28} />
            <span className="person-field__name">
              <bdi>{displayName(person)}</bdi>
              <span className="person-field__detail">
                <Ltr>@{person.handle}</Ltr>
                {person.address && (
                  <>
                    {' · '}
                    <Ltr>{shortAddress(person.address)}</Ltr>
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
