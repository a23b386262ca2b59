import {
  DELIVERY_KINDS,
  defaultChannels,
  type InboxNotification,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
} from '@agora/domain'
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { NotificationBell } from './NotificationBell.tsx'
import { NotificationPreferencesSection } from './NotificationPreferencesSection.tsx'
import { NotificationsPage } from './NotificationsPage.tsx'

afterEach(() => vi.unstubAllGlobals())

const POST = '00000000-0000-4000-8000-0000000000b2'
const ACTOR = '00000000-0000-4000-8000-0000000000a1'
const notifications: InboxNotification[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'reaction',
    data: { postId: POST, actorIds: [ACTOR, 'x', 'y'], count: 3 },
    readAt: null,
    createdAt: '2025-01-02T00:00:00Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    kind: 'order',
    data: { orderId: 'order-9', status: 'shipped', role: 'buyer' },
    readAt: '2025-01-01T00:00:00Z',
    createdAt: '2025-01-01T00:00:00Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    kind: 'review',
    data: { orderId: 'order-7', actorId: ACTOR },
    readAt: '2025-01-01T00:00:00Z',
    createdAt: '2024-12-31T00:00:00Z',
  },
]

const ok = (body: object) => Response.json({ success: true, ...body })

describe('the notification inbox', () => {
  it('groups reactions, names who did it, links to the subject and marks read', async () => {
    const marked: unknown[] = []
    stubApi([
      [
        'GET',
        /^\/api\/notifications$/,
        () => ok({ data: notifications, nextCursor: null, unreadCount: 1 }),
      ],
      [
        'GET',
        /^\/api\/users\//,
        () => ok({ data: { id: ACTOR, address: null, handle: 'carol', ens: null } }),
      ],
      ['GET', /^\/api\/posts\//, () => ok({ data: { id: POST, communityId: 'guild' } })],
      [
        'POST',
        /^\/api\/notifications\/read$/,
        ({ init }) => {
          marked.push(JSON.parse(String(init?.body)))
          return ok({ data: { unreadCount: 0 } })
        },
      ],
    ])
    renderSocial(<NotificationsPage />, { auth: fakeAuth(true) })
    const list = await screen.findByRole('list', { name: 'Notifications' })
    const reaction = await within(list).findByRole('link', {
      name: /carol and 2 others reacted to your post/,
    })
    await waitFor(() => expect(reaction.getAttribute('href')).toBe(`/dao/guild?post=${POST}`))
    const order = within(list).getByRole('link', { name: /An order you placed was shipped/ })
    expect(order.getAttribute('href')).toBe('/orders/order-9')
    // a seller's review arrives in the same inbox, leading to the order reviewed
    const review = await within(list).findByRole('link', {
      name: /carol reviewed an order for your listing/,
    })
    expect(review.getAttribute('href')).toBe('/orders/order-7')
    expect(within(list).getAllByRole('img', { name: 'Unread' })).toHaveLength(1)

    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }))
    await waitFor(() => expect(marked).toEqual([{ all: true }]))
  })

  it("names what each is about: the post's words, the order's item and amount", async () => {
    stubApi([
      [
        'GET',
        /^\/api\/notifications$/,
        () => ok({ data: notifications, nextCursor: null, unreadCount: 1 }),
      ],
      ['GET', /^\/api\/users\//, () => ok({ data: { id: ACTOR, address: null, handle: 'carol' } })],
      [
        'GET',
        /^\/api\/posts\//,
        () => ok({ data: { id: POST, communityId: null, content: 'Sunset over the bay' } }),
      ],
      [
        'GET',
        /^\/api\/marketplace\/orders\/order-9$/,
        () =>
          ok({
            data: {
              id: 'order-9',
              listingTitle: 'Vintage camera',
              payment: { currency: 'ETH', amountWei: '50000000000000000' },
            },
          }),
      ],
    ])
    renderSocial(<NotificationsPage />, { auth: fakeAuth(true) })
    const list = await screen.findByRole('list', { name: 'Notifications' })
    expect(
      await within(list).findByRole('link', {
        name: /reacted to your post.*“Sunset over the bay”/,
      }),
    ).toBeTruthy()
    expect(
      await within(list).findByRole('link', {
        name: /An order you placed was shipped.*Vintage camera · 0.05 ETH/,
      }),
    ).toBeTruthy()
  })

  it('leads a mention to its post in the feed, and to the same link when the post is gone', async () => {
    const GONE = '00000000-0000-4000-8000-0000000000c3'
    const mention = (id: string, postId: string): InboxNotification => ({
      id,
      kind: 'mention',
      data: { postId, commentId: null, actorId: ACTOR },
      readAt: null,
      createdAt: '2025-01-03T00:00:00Z',
    })
    stubApi([
      [
        'GET',
        /^\/api\/notifications$/,
        () =>
          ok({
            data: [
              mention('00000000-0000-4000-8000-000000000011', POST),
              mention('00000000-0000-4000-8000-000000000012', GONE),
            ],
            nextCursor: null,
            unreadCount: 2,
          }),
      ],
      ['GET', /^\/api\/users\//, () => ok({ data: { id: ACTOR, address: null, handle: 'carol' } })],
      [
        'GET',
        new RegExp(`^/api/posts/${POST}$`),
        () => ok({ data: { id: POST, communityId: null } }),
      ],
      [
        'GET',
        new RegExp(`^/api/posts/${GONE}$`),
        () =>
          Response.json(
            { success: false, error: 'No such post', code: 'POST_NOT_FOUND' },
            { status: 404 },
          ),
      ],
    ])
    renderSocial(<NotificationsPage />, { auth: fakeAuth(true) })
    const links = await screen.findAllByRole('link', { name: /carol mentioned you in a post/ })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/?post=${POST}`,
      `/?post=${GONE}`,
    ])
  })

  it('shows the unread count on the bell, and nothing when signed out', async () => {
    stubApi([
      ['GET', /^\/api\/notifications$/, () => ok({ data: [], nextCursor: null, unreadCount: 4 })],
    ])
    const signedIn = renderSocial(<NotificationBell />, { auth: fakeAuth(true) })
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeTruthy()
    signedIn.unmount()
    renderSocial(<NotificationBell />, { auth: fakeAuth(false) })
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('turns a kind off in the app, and on by e-mail, in the preferences', async () => {
    const changes: unknown[] = []
    let settings: NotificationSettings = {
      ...(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as Record<
        NotificationKind,
        boolean
      >),
      channels: Object.fromEntries(
        DELIVERY_KINDS.map((kind) => [kind, defaultChannels(kind)]),
      ) as NotificationSettings['channels'],
      quietHours: null,
    }
    stubApi([
      ['GET', /preferences$/, () => ok({ data: settings })],
      [
        'PUT',
        /preferences$/,
        ({ init }) => {
          const change = JSON.parse(String(init?.body))
          changes.push(change)
          const { channels, ...inApp } = change
          settings = {
            ...settings,
            ...inApp,
            channels: {
              ...settings.channels,
              ...(channels?.follower
                ? { follower: { ...settings.channels.follower, ...channels.follower } }
                : {}),
            },
          }
          return ok({ data: settings })
        },
      ],
    ])
    renderSocial(<NotificationPreferencesSection />, { auth: fakeAuth(true) })
    const reactions = await screen.findByRole('checkbox', { name: 'Reactions to your posts' })
    await userEvent.click(reactions)
    await waitFor(() => expect(changes).toEqual([{ reaction: false }]))
    await waitFor(() => expect((reactions as HTMLInputElement).checked).toBe(false))

    const orderPush = screen.getByRole('checkbox', { name: 'Push: Order updates' })
    expect((orderPush as HTMLInputElement).checked).toBe(true)
    // new messages: by push unless turned off, always in Messages (no in-app switch)
    const messages = screen.getByRole('row', { name: /^New messages/ })
    expect(within(messages).getByText('Always')).toBeTruthy()
    expect(
      within(messages)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual(['Push: New messages', 'E-mail: New messages'])
    expect(
      (within(messages).getByRole('checkbox', { name: 'Push: New messages' }) as HTMLInputElement)
        .checked,
    ).toBe(true)
    const followerEmail = screen.getByRole('checkbox', { name: 'E-mail: New followers' })
    expect((followerEmail as HTMLInputElement).checked).toBe(false)
    await userEvent.click(followerEmail)
    await waitFor(() => expect(changes.at(-1)).toEqual({ channels: { follower: { email: true } } }))
    await waitFor(() => expect((followerEmail as HTMLInputElement).checked).toBe(true))
  })
})
