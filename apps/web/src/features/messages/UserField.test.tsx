import type { Author } from '@agora/domain'
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { UserField } from './UserField.tsx'

afterEach(() => vi.unstubAllGlobals())

const user = (handle: string, displayName: string | null = null): Author => ({
  id: `id-${handle}`,
  handle,
  displayName,
  address: null,
  ens: null,
  avatar: null,
})

function Harness({ onChoose }: { onChoose: (user: Author) => void }) {
  const [value, setValue] = useState('')
  return <UserField label="To" value={value} onChange={setValue} onChoose={onChoose} />
}

describe('UserField', () => {
  it('suggests people as one types; arrows move, Enter takes one, Escape closes', async () => {
    const asked: string[] = []
    stubApi([
      [
        'GET',
        /^\/api\/search$/,
        ({ url }) => {
          asked.push(url.search)
          return Response.json({
            success: true,
            data: [user('carol_b', 'Carol'), user('carla')],
            nextCursor: null,
          })
        },
      ],
    ])
    const chosen: Author[] = []
    renderSocial(<Harness onChoose={(p) => chosen.push(p)} />)
    const field = screen.getByRole('combobox', { name: 'To' })
    await userEvent.type(field, '@car')
    const list = await screen.findByRole('listbox', { name: 'People who match' })
    expect(asked.at(-1)).toBe('?type=people&q=%40car')
    expect(field.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Carol@carol_b',
      'carla@carla',
    ])

    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id)
    await userEvent.keyboard('{Enter}')
    expect(chosen.map((p) => p.handle)).toEqual(['carla'])
    expect(list.hidden).toBe(true)

    await userEvent.type(field, 'x')
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'))
    await userEvent.keyboard('{Escape}')
    expect(field.getAttribute('aria-expanded')).toBe('false')
  })
})
