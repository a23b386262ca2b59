import { render, screen } from '@testing-library/react'
import { MemoryRouter, useLocation, useParams } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { AppRoutes } from './AppRoutes.tsx'

vi.mock('../features/users/UserPage.tsx', () => ({
  UserPage: function UserPage() {
    const { handle } = useParams()
    return <h1>page of {handle}</h1>
  },
}))

let url = ''

function Probe() {
  const location = useLocation()
  url = location.pathname + location.search + location.hash
  return null
}

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <AppRoutes />
      <Probe />
    </MemoryRouter>,
  )
}

describe("a user's page in the route table", () => {
  it('is at /users/{handle}', async () => {
    renderAt('/users/carol')
    expect(await screen.findByRole('heading', { name: 'page of carol' })).toBeTruthy()
    expect(url).toBe('/users/carol')
  })

  it('is where an old /people/{handle} link leads, with its tab and fragment', async () => {
    renderAt('/people/carol?tab=media#top')
    expect(await screen.findByRole('heading', { name: 'page of carol' })).toBeTruthy()
    expect(url).toBe('/users/carol?tab=media#top')
  })

  it('keeps a handle that needs escaping intact through the redirect', async () => {
    renderAt('/people/ana%20b')
    expect(await screen.findByRole('heading', { name: 'page of ana b' })).toBeTruthy()
    expect(url).toBe('/users/ana%20b')
  })
})
