import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, makePost, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { PostItem } from './PostItem.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PostItem and moderation', () => {
  it('shows a hidden post as a "Removed by moderators" stub, without its content', () => {
    stubApi([])
    renderSocial(
      <PostItem post={makePost({ content: '', removedByModerators: true, media: [] })} />,
    )
    expect(screen.getByText('Removed by moderators')).toBeTruthy()
  })

  it('lets a signed-in reader report a post with a reason and a note', async () => {
    const sent: unknown[] = []
    stubApi([
      [
        'POST',
        /^\/api\/reports$/,
        async ({ init }) => {
          sent.push(JSON.parse(String(init?.body)))
          return Response.json({ success: true, data: {} }, { status: 201 })
        },
      ],
    ])
    const post = makePost({ content: 'buy my pills' })
    renderSocial(<PostItem post={post} />, { auth: fakeAuth(true) })
    await userEvent.click(screen.getByRole('button', { name: 'Post actions' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }))
    await userEvent.selectOptions(await screen.findByLabelText('Why are you reporting it?'), 'scam')
    await userEvent.type(screen.getByLabelText(/^Note for the moderators/), 'pills')
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }))
    await screen.findByText('Thanks: the moderators will look at it')
    expect(sent).toEqual([{ targetKind: 'post', targetId: post.id, reason: 'scam', note: 'pills' }])
  })
})
