import type { Comment } from '@agora/domain'
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, makePost, renderSocial, stubApi, viewer } from '../feed/test/socialTestUtils.tsx'
import { CommentSection } from './CommentSection.tsx'

afterEach(() => vi.unstubAllGlobals())

const bob = {
  id: 'user-2',
  address: null,
  handle: 'bob',
  displayName: null,
  ens: null,
  avatar: null,
}
const me = {
  id: viewer.id,
  address: viewer.address,
  handle: viewer.handle,
  displayName: null,
  ens: null,
  avatar: null,
}
const comment = (id: string, author: Comment['author'], hidden = false): Comment => ({
  id,
  postId: 'p',
  parentId: null,
  author,
  content: hidden ? '' : `text of ${id}`,
  createdAt: '2025-01-01T00:00:00Z',
  editedAt: null,
  removedByModerators: hidden,
})
const listing = (comments: Comment[]): Parameters<typeof stubApi>[0][number] => [
  'GET',
  /\/comments$/,
  () => Response.json({ success: true, data: comments, nextCursor: null }),
]

describe('CommentModeration', () => {
  it('lets a reader report someone else’s comment, never their own, with no Hide', async () => {
    const sent: unknown[] = []
    stubApi([
      listing([comment('c1', bob), comment('c2', me)]),
      [
        'POST',
        /^\/api\/reports$/,
        ({ init }) => {
          sent.push(JSON.parse(String(init?.body)))
          return Response.json({ success: true, data: { id: 'r1' } }, { status: 201 })
        },
      ],
    ])
    renderSocial(<CommentSection post={makePost()} communityRole="member" />, {
      auth: fakeAuth(true),
    })
    const c1 = (await screen.findByText('text of c1')).closest('li') as HTMLElement
    const c2 = screen.getByText('text of c2').closest('li') as HTMLElement
    expect(within(c2).queryByRole('button', { name: 'Report' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull()

    await userEvent.click(within(c1).getByRole('button', { name: 'Report' }))
    const form = within(c1).getByRole('form', { name: 'Report this comment' })
    await userEvent.selectOptions(within(form).getByLabelText('Why are you reporting it?'), 'scam')
    await userEvent.type(within(form).getByLabelText(/^Note for the moderators/), 'fake link')
    await userEvent.click(within(form).getByRole('button', { name: 'Send report' }))
    await waitFor(() =>
      expect(sent).toEqual([
        { targetKind: 'comment', targetId: 'c1', reason: 'scam', note: 'fake link' },
      ]),
    )
    await waitFor(() => expect(within(c1).queryByRole('form')).toBeNull())
  })

  it('gives the community’s moderators Restore on a hidden comment and Hide on the others', async () => {
    const actions: unknown[] = []
    stubApi([
      listing([comment('c1', bob, true), comment('c3', bob)]),
      [
        'POST',
        /^\/api\/moderation\/actions$/,
        ({ init }) => {
          const body = JSON.parse(String(init?.body)) as { action: string; targetId: string }
          actions.push(body)
          return Response.json({ success: true, data: body })
        },
      ],
    ])
    renderSocial(<CommentSection post={makePost()} communityRole="moderator" />, {
      auth: fakeAuth(true),
    })
    const stub = await screen.findByText('Removed by moderators')
    const c1 = stub.closest('li') as HTMLElement
    expect(within(c1).queryByRole('button', { name: 'Report' })).toBeNull()
    await userEvent.click(within(c1).getByRole('button', { name: 'Restore' }))
    await screen.findByText('Comment restored')
    const c3 = screen.getByText('text of c3').closest('li') as HTMLElement
    await userEvent.click(within(c3).getByRole('button', { name: 'Hide' }))
    await screen.findByText('Comment hidden')
    expect(actions).toEqual([
      { action: 'restore', targetKind: 'comment', targetId: 'c1', note: '' },
      { action: 'hide', targetKind: 'comment', targetId: 'c3', note: '' },
    ])
  })
})
