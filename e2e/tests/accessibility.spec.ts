import { checkEveryWay as checkPage } from '../support/axe.ts'
import { someContent } from '../support/content.ts'
import { newPerson, type OpenAs, test } from '../support/social.ts'

async function checkEveryWay(openAs: OpenAs, person: Parameters<OpenAs>[0], path: string) {
  await checkPage(await openAs(person, path), path)
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
