import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { expect, it } from 'vitest'
import { NavItem } from './SidebarNavItem.tsx'

const renderItem = (badge?: number) =>
  render(
    <MemoryRouter>
      <ul>
        <NavItem
          to="/messages"
          label="Messages"
          active={false}
          collapsed={false}
          onNavigate={() => {}}
          icon={null}
          badge={badge}
        />
      </ul>
    </MemoryRouter>,
  )

it('names a counted link by the text on screen first, then the words for the count', () => {
  renderItem(3)
  const link = screen.getByRole('link', { name: 'Messages 3 unread' })
  expect(link.getAttribute('aria-label')).toBeNull()
})

it('shows at most 99+ and names the link the same way', () => {
  renderItem(250)
  expect(screen.getByRole('link', { name: 'Messages 99+ unread' })).toBeTruthy()
})

it('is named by its label alone with nothing unread', () => {
  renderItem(0)
  expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy()
})
