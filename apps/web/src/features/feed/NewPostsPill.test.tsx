import { act, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { newPosts } from '../live/newPosts.ts'
import { NewPostsPill } from './NewPostsPill.tsx'
import { renderSocial } from './test/socialTestUtils.tsx'

describe('the new posts pill', () => {
  it('counts posts announced live and clears when clicked; a community counts its own', async () => {
    newPosts.clear()
    renderSocial(
      <>
        <NewPostsPill />
        <div data-testid="community">
          <NewPostsPill communityId="guild" />
        </div>
      </>,
    )
    expect(screen.queryByRole('button')).toBeNull()
    act(() => {
      newPosts.add({ postId: 'a', communityId: 'guild' })
      newPosts.add({ postId: 'b', communityId: null })
    })
    expect(screen.getByRole('button', { name: '2 new posts' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '1 new post' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '2 new posts' }))
    expect(screen.queryByRole('button')).toBeNull()
  })

  describe('scrolls to the top', () => {
    afterEach(() => {
      delete document.documentElement.dataset.motion
      vi.restoreAllMocks()
    })

    for (const [motion, behavior] of [
      ['full', 'smooth'],
      ['reduced', 'auto'],
    ] as const) {
      it(`${behavior === 'auto' ? 'at once' : 'smoothly'} with motion ${motion}`, async () => {
        document.documentElement.dataset.motion = motion
        const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
        newPosts.clear()
        renderSocial(<NewPostsPill />)
        act(() => newPosts.add({ postId: 'c', communityId: null }))
        await userEvent.click(screen.getByRole('button', { name: '1 new post' }))
        expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior })
      })
    }
  })
})
