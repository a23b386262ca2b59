import { readFileSync } from 'node:fs'
import type { InboxNotification } from '@agora/domain'
import { sql } from 'drizzle-orm'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fundedWallet } from '../chain/fundedWallets.ts'
import { createListing, placeOrder, type Trader, trader } from '../marketplace/market.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

const rpcUrl = inject('localRpcUrl')
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: inject('localRpcUrl') })
})
afterAll(() => app.close())

const newTrader = async () => trader(app, await fundedWallet(rpcUrl))

type SellerNotification = { id: string; type: string; orderId: string; read: boolean }

async function sellerNotificationsOf(seller: Trader) {
  const res = await seller.call('GET', `/api/sellers/${seller.address}/notifications`)
  expect(res.statusCode).toBe(200)
  return res.json().data as SellerNotification[]
}

async function inboxOf(user: Trader) {
  return (await user.call('GET', '/api/notifications')).json() as {
    data: InboxNotification[]
    unreadCount: number
  }
}

async function sellerNotificationsTableExists() {
  const result = await app.ctx.db.execute(
    sql`select to_regclass('public.seller_notifications') is not null as present`,
  )
  return JSON.stringify(result).includes('"present":true')
}

async function paidOrder(seller: Trader, buyer: Trader) {
  const order = await placeOrder(buyer, (await createListing(seller)).id)
  const hash = await buyer.wallet.sendTransaction({
    to: order.payment.to,
    value: parseEther('0.05'),
  })
  await buyer.wallet.waitForTransactionReceipt({ hash })
  await buyer.call('POST', `/api/marketplace/orders/${order.id}/payment`, { txHash: hash })
  return order.id
}

describe('a seller’s notifications', () => {
  it('are the order rows of their one inbox: same ids, read in one place, read in both', async () => {
    const [seller, buyer] = [await newTrader(), await newTrader()]
    const order = await placeOrder(buyer, (await createListing(seller)).id)
    await expect
      .poll(async () => (await sellerNotificationsOf(seller)).map((n) => [n.type, n.orderId]))
      .toEqual([['new_order', order.id]])
    const [notification] = await sellerNotificationsOf(seller)
    const inbox = await inboxOf(seller)
    expect(inbox.data.map((n) => n.id)).toEqual([notification?.id])
    expect(
      (await seller.call('GET', `/api/sellers/${seller.address}/dashboard`)).json().data
        .unreadNotifications,
    ).toBe(1)

    const read = await seller.call('POST', `/api/sellers/${seller.address}/notifications/read`, {
      ids: 'all',
    })
    expect(read.json().data).toMatchObject([{ id: notification?.id, read: true }])
    expect((await inboxOf(seller)).unreadCount).toBe(0)
    expect(
      (await seller.call('GET', `/api/sellers/${seller.address}/dashboard`)).json().data
        .unreadNotifications,
    ).toBe(0)
    // nothing about the order is kept for the buyer's seller area, nor apart from the inbox
    expect(await sellerNotificationsOf(buyer)).toEqual([])
    expect(await sellerNotificationsTableExists()).toBe(false)
  })

  it('follow the order to payment, delivery and the buyer’s review, in the inbox too', async () => {
    const [seller, buyer] = [await newTrader(), await newTrader()]
    const orderId = await paidOrder(seller, buyer)
    await seller.call('POST', `/api/marketplace/orders/${orderId}/ship`, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA1',
    })
    await buyer.call('POST', `/api/marketplace/orders/${orderId}/confirm-delivery`)
    const review = await buyer.call('POST', `/api/marketplace/orders/${orderId}/review`, {
      rating: 5,
      comment: 'Lovely glaze',
    })
    expect(review.statusCode).toBe(200)
    // the seller shipped it themselves: that step tells only the buyer
    await expect
      .poll(async () => (await sellerNotificationsOf(seller)).map((n) => n.type).sort())
      .toEqual(['delivered', 'new_order', 'paid', 'review'])
    const buyerId = (await buyer.call('GET', '/api/auth/me')).json().user.id
    expect((await inboxOf(seller)).data[0]).toMatchObject({
      kind: 'review',
      data: { orderId, actorId: buyerId },
    })
  })

  it('are not written when the seller turned order notifications off in the inbox', async () => {
    const [seller, buyer] = [await newTrader(), await newTrader()]
    await seller.call('PUT', '/api/notifications/preferences', { order: false })
    const other = await newTrader()
    await placeOrder(buyer, (await createListing(seller)).id)
    // a later notification for someone else shows the bus got past this order
    const watched = await placeOrder(buyer, (await createListing(other)).id)
    await expect
      .poll(async () => (await sellerNotificationsOf(other)).map((n) => n.orderId))
      .toEqual([watched.id])
    expect(await sellerNotificationsOf(seller)).toEqual([])
  })
})

describe('the migration into the inbox', () => {
  it('moves each stored seller notification into the inbox once, and drops the table', async () => {
    const [seller, buyer] = [await newTrader(), await newTrader()]
    const order = await placeOrder(buyer, (await createListing(seller)).id)
    await expect.poll(async () => (await inboxOf(seller)).data.length).toBe(1)
    const sellerId = (await seller.call('GET', '/api/auth/me')).json().user.id as string
    const buyerId = (await buyer.call('GET', '/api/auth/me')).json().user.id as string
    await app.ctx.db.execute(sql`create table seller_notifications (
      id uuid primary key default gen_random_uuid() not null,
      seller_id uuid not null, type text not null, order_id uuid not null,
      read_at timestamp with time zone, created_at timestamp with time zone default now() not null
    )`)
    for (const [type, readAt] of [
      ['new_order', null], // the inbox holds it already
      ['paid', '2026-01-02T00:00:00Z'],
      ['shipped', null],
      ['review', null],
    ] as const)
      await app.ctx.db.execute(
        sql`insert into seller_notifications (seller_id, type, order_id, read_at)
            values (${sellerId}, ${type}, ${order.id}, ${readAt})`,
      )
    const migration = readFileSync(
      new URL('../../src/db/migrations/0016_seller_notifications_in_inbox.sql', import.meta.url),
      'utf8',
    )
    for (const statement of migration.split('--> statement-breakpoint'))
      await app.ctx.db.execute(sql.raw(statement))

    const { data } = await inboxOf(seller)
    expect(
      data
        .map((n) => [n.kind, JSON.stringify(n.data), n.readAt !== null])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    ).toEqual(
      [
        ['order', { orderId: order.id, status: 'awaiting_payment', role: 'seller' }, false],
        ['order', { orderId: order.id, status: 'paid', role: 'seller' }, true],
        ['review', { orderId: order.id, actorId: buyerId }, false],
      ]
        .map(([kind, d, read]) => [kind, JSON.stringify(d), read])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    )
    expect(await sellerNotificationsTableExists()).toBe(false)
  })
})
