import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, makePost, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { PostComposer } from './PostComposer.tsx'

const noCommunities = [
  'GET',
  /^\/api\/communities$/,
  () => Response.json({ success: true, data: [], nextCursor: null }),
] as const

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PostComposer with a poll', () => {
  it('sends the poll’s trimmed choices and length with the post, and waits for every choice', async () => {
    const fetchMock = stubApi([
      [...noCommunities],
      ['POST', /^\/api\/posts$/, () => Response.json({ success: true, data: makePost() })],
    ])
    const onPosted = vi.fn()
    renderSocial(<PostComposer communityId={null} onPosted={onPosted} />, {
      auth: fakeAuth(true),
    })
    const post = () => screen.getByRole('button', { name: 'Post' })
    await userEvent.type(screen.getByRole('textbox', { name: 'Post text' }), 'Tea or coffee?')
    await userEvent.click(screen.getByRole('button', { name: 'Add a poll' }))

    const first = await screen.findByRole('textbox', { name: 'Choice 1' })
    expect(post()).toHaveProperty('disabled', true)
    await userEvent.type(first, ' Tea ')
    await userEvent.type(screen.getByRole('textbox', { name: 'Choice 2' }), 'tea')
    expect(screen.getByText('Each choice must be different.')).toBeTruthy()
    expect(post()).toHaveProperty('disabled', true)

    await userEvent.clear(screen.getByRole('textbox', { name: 'Choice 2' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Choice 2' }), 'Coffee')
    await userEvent.click(screen.getByRole('button', { name: 'Add a choice' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Choice 3' }), 'Water')
    await userEvent.click(screen.getByRole('button', { name: 'Remove choice 3' }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Poll length' }), '3 days')
    await waitFor(() => expect(post()).toHaveProperty('disabled', false))
    await userEvent.click(post())

    await waitFor(() => expect(onPosted).toHaveBeenCalled())
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST') ?? []
    expect(JSON.parse(String(init?.body))).toEqual({
      content: 'Tea or coffee?',
      poll: { choices: ['Tea', 'Coffee'], durationHours: 72 },
    })
  })

  it('posts without a poll once the poll is removed', async () => {
    const fetchMock = stubApi([
      [...noCommunities],
      ['POST', /^\/api\/posts$/, () => Response.json({ success: true, data: makePost() })],
    ])
    const onPosted = vi.fn()
    renderSocial(<PostComposer communityId={null} onPosted={onPosted} />, {
      auth: fakeAuth(true),
    })
    await userEvent.type(screen.getByRole('textbox', { name: 'Post text' }), 'Never mind')
    await userEvent.click(screen.getByRole('button', { name: 'Add a poll' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Remove poll' }))
    await userEvent.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(onPosted).toHaveBeenCalled())
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST') ?? []
    expect(JSON.parse(String(init?.body))).toEqual({ content: 'Never mind' })
  })
})
