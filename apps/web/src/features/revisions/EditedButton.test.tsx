import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makePost, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { PostItem } from '../posts/PostItem.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the edited mark', () => {
  it('opens the post’s history: the text now, then each earlier one with its times', async () => {
    const post = makePost({ content: 'final words', editedAt: '2025-01-02T05:00:00Z' })
    const fetchMock = stubApi([
      [
        'GET',
        new RegExp(`^/api/posts/${post.id}/revisions$`),
        () =>
          Response.json({
            success: true,
            data: [
              {
                content: 'first words',
                createdAt: '2025-01-02T03:04:05Z',
                replacedAt: '2025-01-02T05:00:00Z',
              },
            ],
            nextCursor: null,
          }),
      ],
    ])
    renderSocial(<PostItem post={post} />)
    // nothing is asked for until someone opens it
    expect(fetchMock).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'edited' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' })
    expect(await within(dialog).findByText('first words')).toBeTruthy()
    const items = within(dialog).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('.edit-history__text')?.textContent)).toEqual([
      'final words',
      'first words',
    ])
  })

  it('is plain text on a post that was never edited', () => {
    stubApi([])
    renderSocial(<PostItem post={makePost()} />)
    expect(screen.queryByRole('button', { name: 'edited' })).toBeNull()
  })
})
