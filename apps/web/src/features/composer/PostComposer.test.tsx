import type { Media } from '@agora/domain'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, makePost, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { PostComposer } from './PostComposer.tsx'

const noCommunities = [
  'GET',
  /^\/api\/communities$/,
  () => Response.json({ success: true, data: [], nextCursor: null }),
] as const

const png = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' })
const textBox = () => screen.getByRole('textbox', { name: 'Post text' })
const postButton = () => screen.getByRole('button', { name: 'Post' })
const attach = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Attach images'), { target: { files } })

beforeEach(() => {
  let n = 0
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++n}`)
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderComposer(onPosted = vi.fn()) {
  renderSocial(<PostComposer communityId={null} onPosted={onPosted} />, { auth: fakeAuth(true) })
  return onPosted
}

describe('PostComposer', () => {
  it('counts characters up to 5000 and refuses more', async () => {
    stubApi([[...noCommunities]])
    renderComposer()
    expect(postButton()).toHaveProperty('disabled', true)
    expect(screen.getByText('0 / 5000')).toBeTruthy()

    await userEvent.type(textBox(), 'gm all')
    expect(screen.getByText('6 / 5000')).toBeTruthy()
    expect(postButton()).toHaveProperty('disabled', false)

    fireEvent.change(textBox(), { target: { value: 'x'.repeat(5001) } })
    expect(screen.getByText('5001 / 5000')).toBeTruthy()
    expect(screen.getByText(/at most 5000 characters: remove 1/)).toBeTruthy()
    expect(postButton()).toHaveProperty('disabled', true)

    fireEvent.change(textBox(), { target: { value: '   \n ' } })
    expect(postButton()).toHaveProperty('disabled', true)
  })

  it('attaches at most four images, refusing other files with a reason', async () => {
    let uploads = 0
    stubApi([
      [...noCommunities],
      [
        'POST',
        /^\/api\/media$/,
        () =>
          Response.json(
            {
              success: true,
              data: {
                id: `m${++uploads}`,
                url: `/api/media/m${uploads}`,
                contentType: 'image/png',
              },
            },
            { status: 201 },
          ),
      ],
    ])
    renderComposer()
    attach([new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })])
    expect(screen.getByText('notes.pdf is not a PNG, JPEG, WebP or GIF image')).toBeTruthy()

    attach([png('big.png', 5 * 1024 * 1024 + 1)])
    expect(screen.getByText('big.png is larger than 5 MB')).toBeTruthy()

    attach(['a', 'b', 'c', 'd', 'e'].map((n) => png(`${n}.png`)))
    expect(screen.getByText('You can attach up to 4 images to a post')).toBeTruthy()
    expect(screen.getAllByRole('img')).toHaveLength(4)
    expect(screen.getByRole('img', { name: 'Attachment 1' }).getAttribute('src')).toBe(
      'blob:preview-1',
    )
    await waitFor(() => expect(uploads).toBe(4))
    expect(screen.getByRole('button', { name: 'Add images' })).toHaveProperty('disabled', true)

    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }))
    expect(screen.getAllByRole('img')).toHaveLength(3)
  })

  it('sends the text and uploaded images with an idempotency key, reused when resent', async () => {
    const media: Media = {
      id: '11111111-1111-4111-8111-111111111111',
      url: '/api/media/x',
      contentType: 'image/png',
    }
    const bodies: unknown[] = []
    const keys: (string | null)[] = []
    let fail = true
    stubApi([
      [...noCommunities],
      [
        'POST',
        /^\/api\/media$/,
        () => Response.json({ success: true, data: media }, { status: 201 }),
      ],
      [
        'POST',
        /^\/api\/posts$/,
        ({ init }) => {
          bodies.push(JSON.parse(String(init?.body)))
          keys.push(new Headers(init?.headers).get('idempotency-key'))
          if (fail)
            return Response.json(
              { success: false, error: 'Posting is paused for a moment', code: 'UNAVAILABLE' },
              { status: 503 },
            )
          return Response.json(
            { success: true, data: makePost({ content: 'hello' }) },
            { status: 201 },
          )
        },
      ],
    ])
    const onPosted = renderComposer()
    await userEvent.type(textBox(), 'hello')
    attach([png('cat.png')])
    await waitFor(() => expect(postButton()).toHaveProperty('disabled', false))

    await userEvent.click(postButton())
    expect(await screen.findByText('Posting is paused for a moment')).toBeTruthy()
    fail = false
    await userEvent.click(postButton())
    await waitFor(() => expect(onPosted).toHaveBeenCalledOnce())

    expect(bodies[0]).toEqual({ content: 'hello', media: [media.id] })
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
  })

  it('shows an upload failure with the reason and holds the post back', async () => {
    stubApi([
      [...noCommunities],
      [
        'POST',
        /^\/api\/media$/,
        () =>
          Response.json(
            { success: false, error: 'This file is not an image', code: 'MEDIA_TYPE' },
            { status: 415 },
          ),
      ],
    ])
    renderComposer()
    await userEvent.type(textBox(), 'look')
    attach([png('fake.png')])
    expect(
      await screen.findByText('Image 1 could not be uploaded: This file is not an image'),
    ).toBeTruthy()
    expect(postButton()).toHaveProperty('disabled', true)
  })
})
