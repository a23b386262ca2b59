import type { APIRequestContext } from '@playwright/test'
import { checkEveryWay as checkPage } from '../support/axe.ts'
import { apiAs, newPerson, type OpenAs, test, uniqueName } from '../support/social.ts'

async function checkEveryWay(openAs: OpenAs, person: Parameters<OpenAs>[0], path: string) {
  await checkPage(await openAs(person, path), path)
}

async function someContent(request: APIRequestContext) {
  const person = await newPerson(request)
  const community = await apiAs<{ id: string; slug: string }>(
    request,
    person,
    'post',
    '/api/communities',
    { name: uniqueName('Axe Club'), description: 'Checked by axe.', rules: ['Be kind'] },
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

test.describe('no serious or critical accessibility violations, light, dark and phone', () => {
  test('the feed, a community, a post and a tag', async ({ openAs, request }) => {
    test.setTimeout(180_000)
    const { person, community, post } = await someContent(request)
    await checkEveryWay(openAs, null, '/')
    await checkEveryWay(openAs, person, `/dao/${community.slug}`)
    await checkEveryWay(openAs, person, `/?post=${post.id}`)
    await checkEveryWay(openAs, null, '/?tag=checked')
    await checkEveryWay(openAs, person, '/?tab=communities')
  })

  test('the marketplace, a listing and the seller area', async ({ openAs, request }) => {
    test.setTimeout(180_000)
    const { person, listing } = await someContent(request)
    await checkEveryWay(openAs, null, '/market')
    await checkEveryWay(openAs, null, `/market/${listing.id}`)
    await checkEveryWay(openAs, person, '/sell')
    await checkEveryWay(openAs, person, '/sell/listings/new')
    await checkEveryWay(openAs, person, '/orders')
  })

  test('the account, verification, preferences, wallet, messages and notifications', async ({
    openAs,
    request,
  }) => {
    test.setTimeout(180_000)
    const person = await newPerson(request)
    for (const path of [
      '/account',
      '/account/verification',
      '/account/preferences',
      '/wallet',
      '/messages',
      '/notifications',
    ])
      await checkEveryWay(openAs, person, path)
  })

  test('signing in, registering and a page that does not exist', async ({ openAs }) => {
    test.setTimeout(180_000)
    for (const path of ['/login', '/register', '/no/such/page'])
      await checkEveryWay(openAs, null, path)
  })
})
