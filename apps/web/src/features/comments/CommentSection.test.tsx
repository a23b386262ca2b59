import type { Comment } from '@agora/domain'
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, makePost, renderSocial, stubApi, viewer } from '../feed/test/socialTestUtils.tsx'
import { CommentSection } from './CommentSection.tsx'

afterEach(() => vi.unstubAllGlobals())

const other = {
  id: 'user-2',
  address: null,
  handle: 'bob',
  displayName: null,
  ens: null,
  avatar: null,
}
const mine = {
  id: viewer.id,
  address: viewer.address,
  handle: viewer.handle,
  displayName: null,
  ens: null,
  avatar: null,
}
const comment = (
  id: string,
  author: Comment['author'],
  parentId: string | null = null,
): Comment => ({
  id,
  postId: 'p',
  parentId,
  author,
  content: `text of ${id}`,
  createdAt: '2025-01-01T00:00:00Z',
  editedAt: null,
})

describe('CommentSection', () => {
  it('nests replies under their parent and lets the author edit and delete only their own', async () => {
    const post = makePost({ commentCount: 3 })
    const parentIds: unknown[] = []
    stubApi([
      [
        'GET',
        /\/comments$/,
        () =>
          Response.json({
            success: true,
            data: [comment('c1', other), comment('c2', mine, 'c1'), comment('c3', other)],
            nextCursor: null,
          }),
      ],
      [
        'POST',
        /\/comments$/,
        ({ init }) => {
          const body = JSON.parse(String(init?.body)) as { content: string; parentId?: string }
          parentIds.push(body.parentId)
          return Response.json(
            {
              success: true,
              data: { ...comment('c4', mine, body.parentId ?? null), content: body.content },
            },
            { status: 201 },
          )
        },
      ],
    ])
    renderSocial(<CommentSection post={post} communityRole={null} />, { auth: fakeAuth(true) })

    const replies = await screen.findByRole('list', { name: 'Replies to bob' })
    expect(within(replies).getByText('text of c2')).toBeTruthy()
    expect(within(replies).queryByText('text of c3')).toBeNull()
    // own comment: edit and delete; the others: reply only
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(3)

    const c3 = screen.getByText('text of c3').closest('li') as HTMLElement
    await userEvent.click(within(c3).getByRole('button', { name: 'Reply' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply to bob' }), 'agreed')
    await userEvent.click(within(c3).getByRole('button', { name: 'Send reply' }))
    await waitFor(() => expect(parentIds).toEqual(['c3']))
    const newReplies = await screen.findAllByRole('list', { name: 'Replies to bob' })
    expect(newReplies.some((list) => within(list).queryByText('agreed'))).toBe(true)
  })

  it('invites a signed-out reader to sign in instead of showing the form', async () => {
    const auth = fakeAuth(false)
    stubApi([
      ['GET', /\/comments$/, () => Response.json({ success: true, data: [], nextCursor: null })],
    ])
    renderSocial(<CommentSection post={makePost()} communityRole={null} />, { auth })
    expect(await screen.findByText('No comments yet. Start the conversation.')).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(auth.requestSignIn).toHaveBeenCalledOnce()
  })
})
