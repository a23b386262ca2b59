// @own-modules: the link list's first read, before any other test loaded it
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadLinkBlocklist } from '../lib/linkBlocklist.ts'
import { RichText } from './RichText.tsx'

afterEach(() => vi.unstubAllGlobals())

const inApp = (text: string) =>
  render(
    <MemoryRouter>
      <RichText text={text} />
    </MemoryRouter>,
  )

describe('links in what people wrote', () => {
  it('send look-alikes to the warning page at once, listed domains once the list arrives', async () => {
    let answer: (response: Response) => void = () => {}
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    const { unmount } = inApp('https://metаmask.io/claim and https://app.drainer.example/mint')
    const lookalike = screen.getByRole('link', { name: 'https://metаmask.io/claim' })
    expect(lookalike.getAttribute('href')).toBe(
      `/leaving?to=${encodeURIComponent('https://xn--metmask-4fg.io/claim')}`,
    )
    expect(lookalike.getAttribute('target')).toBeNull()
    // not known yet: the list is still on its way
    expect(
      screen.getByRole('link', { name: 'https://app.drainer.example/mint' }).getAttribute('href'),
    ).toBe('https://app.drainer.example/mint')
    unmount()

    answer(Response.json({ success: true, data: { domains: ['drainer.example'] } }))
    await loadLinkBlocklist()
    inApp('https://app.drainer.example/mint or https://example.com/ok')
    expect(
      screen.getByRole('link', { name: 'https://app.drainer.example/mint' }).getAttribute('href'),
    ).toBe(`/leaving?to=${encodeURIComponent('https://app.drainer.example/mint')}`)
    const fine = screen.getByRole('link', { name: 'https://example.com/ok' })
    expect(fine.getAttribute('href')).toBe('https://example.com/ok')
    expect(fine.getAttribute('target')).toBe('_blank')
    expect(fine.getAttribute('rel')).toBe('noopener noreferrer nofollow')
  })
})
