import { act, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
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
})
