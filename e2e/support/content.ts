import type { APIRequestContext } from '@playwright/test'
import { apiAs, newUser, uniqueName } from './social.ts'

/**
 * Pages worth checking, written by a new person: a community with rules, a post in it with a
 * tag and a mention, and an ETH listing on Base.
 */
export async function someContent(request: APIRequestContext) {
  const person = await newUser(request)
  const community = await apiAs<{ id: string; slug: string }>(
    request,
    person,
    'post',
    '/api/communities',
    { name: uniqueName('Checked Club'), description: 'Checked in a browser.', rules: ['Be kind'] },
  )
  const post = await apiAs<{ id: string }>(request, person, 'post', '/api/posts', {
    content: 'Hello #checked from @nobody_here',
    communityId: community.id,
  })
  const listing = await apiAs<{ id: string }>(
    request,
    person,
    'post',
    '/api/marketplace/listings',
    {
      title: uniqueName('Checked lamp'),
      description: 'A lamp that passes the checks.',
      priceAmount: '0.01',
      currency: 'ETH',
      chainId: 8453,
      category: 'home',
      images: [],
      quantity: 1,
    },
  )
  return { person, community, post, listing }
}
