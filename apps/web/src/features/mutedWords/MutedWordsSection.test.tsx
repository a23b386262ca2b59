import type { MutedWord } from '@agora/domain'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, makePost, renderSocial, stubApi, viewer } from '../feed/test/socialTestUtils.tsx'
import { PostItem } from '../posts/PostItem.tsx'
import { MutedWordsSection } from './MutedWordsSection.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The muted-words API over a list the test can read. */
function mutedWordsApi(initial: MutedWord[]) {
  const saved = { words: initial }
  const fetchMock = stubApi([
    ['GET', /^\/api\/me\/muted-words$/, () => Response.json({ success: true, data: saved })],
    [
      'PUT',
      /^\/api\/me\/muted-words$/,
      ({ init }) => {
        saved.words = JSON.parse(String(init?.body)).words
        return Response.json({ success: true, data: saved })
      },
    ],
  ])
  return { saved, fetchMock }
}

describe('MutedWordsSection', () => {
  it('adds a tags-only word and removes a word, saving the whole list each time', async () => {
    const api = mutedWordsApi([{ text: 'spoiler', tagsOnly: false }])
    renderSocial(<MutedWordsSection />, { auth: fakeAuth(true) })
    const list = await screen.findByRole('list', { name: 'Your muted words' })
    expect(screen.getByText('1 of 100 words, each up to 100 characters')).toBeTruthy()

    await userEvent.type(screen.getByRole('textbox', { name: 'Word or phrase' }), '  eth ')
    await userEvent.click(screen.getByRole('checkbox', { name: /Tags only/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Mute word' }))
    expect(await within(list).findByText('#eth')).toBeTruthy()
    expect(api.saved.words).toEqual([
      { text: 'spoiler', tagsOnly: false },
      { text: 'eth', tagsOnly: true },
    ])
    expect(screen.getByRole('textbox', { name: 'Word or phrase' })).toHaveProperty('value', '')

    await userEvent.click(screen.getByRole('button', { name: 'Remove spoiler' }))
    await screen.findByText('1 of 100 words, each up to 100 characters')
    expect(api.saved.words).toEqual([{ text: 'eth', tagsOnly: true }])
  })

  it('refuses the same word in another case without asking the API', async () => {
    const api = mutedWordsApi([{ text: 'Spoiler', tagsOnly: false }])
    renderSocial(<MutedWordsSection />, { auth: fakeAuth(true) })
    await screen.findByRole('list', { name: 'Your muted words' })
    await userEvent.type(screen.getByRole('textbox', { name: 'Word or phrase' }), 'SPOILER')
    await userEvent.click(screen.getByRole('button', { name: 'Mute word' }))
    expect(screen.getByRole('alert').textContent).toContain('“SPOILER” is already muted')
    expect(api.fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)
  })
})

describe('a post with a muted word', () => {
  it('shows the placeholder until the reader opens it', async () => {
    mutedWordsApi([{ text: 'spoiler', tagsOnly: false }])
    renderSocial(<PostItem selected post={makePost({ content: 'Big SPOILER ahead' })} />, {
      auth: fakeAuth(true),
    })
    await screen.findByText('Hidden: muted word')
    expect(screen.queryByText('Big SPOILER ahead')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByText('Big SPOILER ahead')).toBeTruthy()
  })

  it('never hides the viewer’s own post, nor a post without the whole word', async () => {
    mutedWordsApi([{ text: 'spoiler', tagsOnly: false }])
    const ownAuthor = { ...makePost().author, id: viewer.id }
    renderSocial(
      <>
        <PostItem selected post={makePost({ content: 'my spoiler', author: ownAuthor })} />
        <PostItem selected post={makePost({ content: 'no spoilers here' })} />
        <PostItem selected post={makePost({ content: 'a spoiler' })} />
      </>,
      { auth: fakeAuth(true) },
    )
    // the words have arrived once the third post is hidden
    expect(await screen.findAllByText('Hidden: muted word')).toHaveLength(1)
    expect(screen.queryByText('a spoiler')).toBeNull()
    expect(screen.getByText('my spoiler')).toBeTruthy()
    expect(screen.getByText('no spoilers here')).toBeTruthy()
  })

  it('in a list of posts (already filtered by the server) asks nothing', async () => {
    const api = mutedWordsApi([{ text: 'spoiler', tagsOnly: false }])
    renderSocial(<PostItem post={makePost({ content: 'a spoiler in a bookmark' })} />, {
      auth: fakeAuth(true),
    })
    expect(await screen.findByText('a spoiler in a bookmark')).toBeTruthy()
    expect(api.fetchMock).not.toHaveBeenCalled()
  })
})
