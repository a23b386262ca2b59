import { describe, expect, it } from 'vitest'
import { marketReadTags, marketTagsChangedBy } from './marketTags.ts'

const shown = marketReadTags([{ id: 'l1', sellerId: 's1' }])
const forgets = (tags: string[]) => tags.some((tag) => shown.includes(tag))

describe('marketTagsChangedBy', () => {
  it('forgets every market read when a listing or an order changes', () => {
    const elsewhere = { listingId: 'l9', sellerId: 's9' }
    expect(forgets(marketTagsChangedBy({ type: 'listing.changed', data: elsewhere }))).toBe(true)
    const order = { orderId: 'o1', status: 'cancelled', buyerId: 'b1', sellerId: 's9' } as const
    expect(forgets(marketTagsChangedBy({ type: 'order.changed', data: order }))).toBe(true)
  })

  it("forgets the reads showing a favourited listing, or a seller's listings", () => {
    const favourite = (targetId: string, kind: 'listing' | 'post') =>
      marketTagsChangedBy({
        type: 'bookmark.changed',
        data: { userId: 'u1', kind, targetId, bookmarked: true },
      })
    expect(forgets(favourite('l1', 'listing'))).toBe(true)
    expect(forgets(favourite('l2', 'listing'))).toBe(false)
    expect(favourite('l1', 'post')).toEqual([])
    const verified = (userId: string) =>
      marketTagsChangedBy({ type: 'kyc.decided', data: { userId, status: 'verified' } })
    expect(forgets(verified('s1'))).toBe(true)
    expect(forgets(verified('s2'))).toBe(false)
    expect(forgets(marketTagsChangedBy({ type: 'user.changed', data: { userId: 's1' } }))).toBe(
      true,
    )
  })
})
