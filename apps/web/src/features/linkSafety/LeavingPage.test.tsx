// @own-modules: the link list's first read, before any other test loaded it
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { leavingHref, loadLinkBlocklist } from '../../lib/linkBlocklist.ts'
import { LeavingPage } from './LeavingPage.tsx'

afterEach(() => vi.unstubAllGlobals())

function openAt(href: string) {
  render(
    <MemoryRouter initialEntries={['/post', leavingHref(href)]} initialIndex={1}>
      <Routes>
        <Route path="/post" element={<p>the post</p>} />
        <Route path="/leaving" element={<LeavingPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('the warning page before a flagged link', () => {
  it('names a listed domain and why, and offers Go back and Continue anyway', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, data: { domains: ['drainer.example'] } })),
    )
    await loadLinkBlocklist()
    openAt('https://app.drainer.example/mint')
    expect(screen.getByRole('heading', { name: 'Before you leave Agora' })).toBeTruthy()
    expect(screen.getByText('This link goes to app.drainer.example.')).toBeTruthy()
    expect(screen.getByText(/app\.drainer\.example is on Agora’s list of phishing/)).toBeTruthy()
    const onward = screen.getByRole('link', { name: 'Continue anyway' })
    expect(onward.getAttribute('href')).toBe('https://app.drainer.example/mint')
    expect(onward.getAttribute('rel')).toBe('noopener noreferrer nofollow')
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }))
    expect(screen.getByText('the post')).toBeTruthy()
  })

  it('says which site a look-alike imitates, and how its address is written', () => {
    openAt('https://metаmask.io/claim')
    expect(screen.getByText('This link goes to xn--metmask-4fg.io.')).toBeTruthy()
    expect(screen.getByText(/written metаmask\.io/)).toBeTruthy()
    expect(screen.getByText(/xn--metmask-4fg\.io is not metamask\.io/)).toBeTruthy()
  })

  it('offers nothing to open for what is not a web link', () => {
    openAt('javascript:alert(1)')
    expect(screen.getByText('This is not a web link Agora can open.')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
