import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSocial, stubApi, viewer } from '../feed/test/socialTestUtils.tsx'
import { IdentityForm } from './IdentityForm.tsx'

const newcomer = { ...viewer, handle: 'user_0x1234' }

afterEach(() => vi.unstubAllGlobals())

function profileReply(body: Record<string, unknown>) {
  return Response.json({
    success: true,
    data: {
      id: newcomer.id,
      address: newcomer.address,
      handle: body.handle ?? newcomer.handle,
      displayName: body.displayName ?? null,
      ens: null,
      bio: body.bio ?? null,
      avatar: body.avatar ?? null,
      counts: null,
      viewerFollows: false,
      createdAt: newcomer.createdAt,
    },
  })
}

/** Answers every save as the server would, and keeps what was sent. */
function stubSave() {
  const sent: unknown[] = []
  const fetchMock = stubApi([
    [
      'PUT',
      /^\/api\/users\//,
      ({ init }) => {
        const body = JSON.parse(String(init?.body))
        sent.push(body)
        return profileReply(body)
      },
    ],
  ])
  return { sent, fetchMock }
}

describe('IdentityForm', () => {
  it('checks the handle with the registration rule as it is typed, and sends nothing invalid', async () => {
    const fetchMock = stubApi([])
    renderSocial(<IdentityForm user={newcomer} onSaved={vi.fn()} />)
    const handle = screen.getByLabelText('Handle')
    await userEvent.clear(handle)
    await userEvent.type(handle, 'ab')
    expect(screen.getByText('Handle must be 3–30 characters of a–z, 0–9 and _')).toBeTruthy()
    expect(handle.getAttribute('aria-invalid')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(document.activeElement).toBe(handle)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the server’s "taken" at the handle field and focuses it', async () => {
    stubApi([
      [
        'PUT',
        /^\/api\/users\//,
        () =>
          Response.json(
            { success: false, error: 'This handle is taken', code: 'HANDLE_TAKEN' },
            { status: 409 },
          ),
      ],
    ])
    const onSaved = vi.fn()
    renderSocial(<IdentityForm user={newcomer} onSaved={onSaved} />)
    const handle = screen.getByLabelText('Handle')
    await userEvent.clear(handle)
    await userEvent.type(handle, 'maria')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(handle.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('This handle is taken')).toBeTruthy()
    expect(document.activeElement).toBe(handle)
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('saves the new handle and trimmed display name for this person', async () => {
    const { sent, fetchMock } = stubSave()
    const onSaved = vi.fn()
    renderSocial(<IdentityForm user={newcomer} onSaved={onSaved} />)
    const handle = screen.getByLabelText('Handle')
    await userEvent.clear(handle)
    await userEvent.type(handle, 'Maria_K')
    await userEvent.type(screen.getByLabelText('Display name'), '  Maria Keller ')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(sent).toEqual([
      { handle: 'maria_k', displayName: 'Maria Keller', bio: null, avatar: null },
    ])
    const [url] = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT') ?? []
    expect(String(url)).toContain(`/api/users/${newcomer.address}`)
  })

  it('starts from the saved bio, sends it trimmed, and keeps one over 300 characters at the field', async () => {
    const { sent } = stubSave()
    const onSaved = vi.fn()
    renderSocial(<IdentityForm user={{ ...newcomer, bio: 'Sailor' }} onSaved={onSaved} />)
    const bio = screen.getByLabelText('Bio')
    expect((bio as HTMLTextAreaElement).value).toBe('Sailor')
    await userEvent.clear(bio)
    await userEvent.click(bio)
    await userEvent.paste('y'.repeat(301))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(document.activeElement).toBe(bio)
    expect(sent).toEqual([])
    await userEvent.clear(bio)
    await userEvent.type(bio, '  Sailor, then baker ')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(sent).toEqual([{ displayName: null, bio: 'Sailor, then baker', avatar: null }])
  })
})
