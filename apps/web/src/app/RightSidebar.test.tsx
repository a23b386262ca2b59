import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  fakeAuth,
  makePost,
  renderSocial,
  stubApi,
} from '../features/feed/test/socialTestUtils.tsx'
import { RightSidebar } from './RightSidebar.tsx'

const page = (data: unknown[]) => () => Response.json({ success: true, data, nextCursor: null })

function stubColumn(posts: unknown[] = []) {
  stubApi([
    ['GET', /^\/api\/feed/, page(posts)],
    ['GET', /^\/api\/communities/, page([])],
    ['GET', /^\/api\/health/, () => Response.json({ success: true, status: 'ok', db: 'ok' })],
  ])
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('RightSidebar', () => {
  it('shows the service status to admins only', async () => {
    stubColumn()
    const member = renderSocial(<RightSidebar />, { auth: fakeAuth(true) })
    await screen.findByText('Nothing is trending yet. React and comment to get things going.')
    expect(screen.queryByRole('heading', { name: 'Service status' })).toBeNull()
    member.unmount()

    renderSocial(<RightSidebar />, { auth: fakeAuth(true, { isAdmin: true }) })
    expect(await screen.findByRole('heading', { name: 'Service status' })).toBeTruthy()
  })

  it('counts a trending post in words, one reaction and one comment, its author isolated', async () => {
    const author = { ...makePost().author, displayName: 'שלום 12' }
    stubColumn([makePost({ author, reactions: { like: 1 }, commentCount: 1 })])
    const { container } = renderSocial(<RightSidebar />)
    await waitFor(() => expect(container.querySelector('.sidebar-item__meta')).not.toBeNull())
    const meta = container.querySelector('.sidebar-item__meta') as HTMLElement
    expect(meta.textContent).toBe('שלום 12 · 1 reaction · 1 comment')
    expect(meta.querySelector('bdi')?.textContent).toBe('שלום 12')
  })
})
