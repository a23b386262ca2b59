import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Avatar, avatarLetter } from './Avatar.tsx'

const alice = {
  id: '7d3f2a1e-0000-4000-8000-000000000001',
  address: '0x5bFa6e51aad88F6F4ce6aB8827279cffFb92266',
  handle: 'user_0x5bfa',
  displayName: null,
  avatar: null,
}

function discOf(user: Parameters<typeof Avatar>[0]['user']) {
  const { container, unmount } = render(<Avatar user={user} size={40} />)
  const disc = container.firstElementChild as HTMLElement
  const look = { background: disc.style.background, letter: disc.dataset.letter }
  unmount()
  return look
}

describe('Avatar', () => {
  it('shows the uploaded picture when there is one', () => {
    render(<Avatar user={{ ...alice, avatar: '/api/media/abc' }} size={40} label="Alice" />)
    const img = screen.getByRole('img', { name: 'Alice' }) as HTMLImageElement
    expect(img.tagName).toBe('IMG')
    expect(img.getAttribute('src')).toBe('/api/media/abc')
    expect(img.width).toBe(40)
  })

  it('draws a disc with the first letter of the display name when there is no picture', () => {
    const { container } = render(<Avatar user={{ ...alice, displayName: 'ädam' }} />)
    const disc = container.querySelector('.avatar--generated') as HTMLElement
    expect(disc.dataset.letter).toBe('Ä')
    expect(disc.style.background).toContain('linear-gradient')
    expect(container.querySelector('img')).toBeNull()
  })

  it('gives the same person the same look wherever they appear, address in any case', () => {
    const inPost = discOf(alice)
    const inHeader = discOf({ ...alice, address: alice.address.toLowerCase(), displayName: null })
    const asWallet = discOf({
      address: alice.address.toUpperCase().replace('0X', '0x'),
      handle: 'user_0x5bfa',
    })
    expect(inHeader).toEqual(inPost)
    expect(asWallet).toEqual(inPost)
    const someoneElse = discOf({ ...alice, address: '0x1234567890abcdef1234567890abcdef12345678' })
    expect(someoneElse.background).not.toBe(inPost.background)
  })

  it('uses the account id when the wallet is not shown', () => {
    const hidden = { ...alice, address: null }
    expect(discOf(hidden)).toEqual(discOf({ ...hidden }))
    expect(discOf(hidden).background).not.toBe(discOf({ ...hidden, id: 'other' }).background)
  })

  it('is hidden from assistive technology unless it is given a name', () => {
    const { container } = render(<Avatar user={alice} />)
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
    render(<Avatar user={alice} label="Your avatar" />)
    expect(screen.getByRole('img', { name: 'Your avatar' })).toBeTruthy()
  })

  it('takes a letter from a generated handle after its user_0x', () => {
    expect(avatarLetter({ handle: 'user_0x5bfa' })).toBe('5')
    expect(avatarLetter({ handle: 'maria_k' })).toBe('M')
    expect(avatarLetter({ handle: 'bob', displayName: '  ' })).toBe('B')
  })
})
