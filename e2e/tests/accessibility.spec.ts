import { checkEveryWay } from '../support/axe.ts'
import { someContent } from '../support/content.ts'
import { backToDesktop, follow, followAccountMenu } from '../support/pageTour.ts'
import { expect, newUser, test } from '../support/social.ts'

// One tab per person goes from page to page by the app's own links. Each page opens in the
// theme a tab of its own would: light for someone signed out (the tab is switched back to it),
// the one a signed-in person chose last (the theme checkEveryWay switched to) for them. It is
// checked in that theme and the other at 1280 px, then at 390 px.

test.describe('no serious or critical accessibility violations, light, dark and phone', () => {
  test('the feed, a community, a post and a tag', async ({ openAs, request }) => {
    const { person, community } = await someContent(request)

    // signed out: the feed, then a tag of its newest post (someContent's, #checked)
    const visitor = await openAs(null, '/')
    await checkEveryWay(visitor, '/')
    await backToDesktop(visitor, 'light')
    await follow(
      visitor,
      visitor.getByRole('main').getByRole('link', { name: '#checked' }).first(),
      /\/\?tag=checked$/,
      visitor.getByRole('heading', { level: 1, name: '#checked' }),
    )
    await checkEveryWay(visitor, '/?tag=checked')

    // signed in: the community, the feed and community discovery
    const member = await openAs(person, `/dao/${community.slug}`)
    await checkEveryWay(member, `/dao/${community.slug}`)
    await backToDesktop(member)
    // the feed (with a post selected in it: post-link.spec)
    const mainNavigation = member.getByRole('navigation', { name: 'Main' })
    await follow(
      member,
      mainNavigation.getByRole('link', { name: 'Home' }),
      /\/$/,
      member.getByRole('heading', { level: 1, name: 'Home' }),
    )
    await checkEveryWay(member, '/, signed in')
    await backToDesktop(member)
    await follow(
      member,
      mainNavigation.getByRole('link', { name: 'Discover' }),
      /\/\?tab=communities$/,
      member.getByRole('heading', { level: 1, name: 'Discover communities' }),
    )
    await checkEveryWay(member, '/?tab=communities')
  })

  test('the marketplace, a listing and the seller area', async ({ openAs, request }) => {
    const { person, listing } = await someContent(request)

    // signed out: the market, then the newest listing on it (someContent's)
    const visitor = await openAs(null, '/market')
    await checkEveryWay(visitor, '/market')
    await backToDesktop(visitor, 'light')
    await follow(
      visitor,
      visitor.getByRole('main').locator(`a[href="/market/${listing.id}"]`),
      new RegExp(`/market/${listing.id}$`),
      visitor.getByRole('heading', { level: 1, name: /^Checked lamp / }),
    )
    await checkEveryWay(visitor, `/market/${listing.id}`)

    // signed in: the seller area, a new listing and the orders
    const seller = await openAs(person, '/sell')
    await checkEveryWay(seller, '/sell')
    await backToDesktop(seller)
    await follow(
      seller,
      seller.getByRole('link', { name: 'List an item' }),
      /\/sell\/listings\/new$/,
      seller.getByRole('heading', { level: 1, name: 'New listing' }),
    )
    await checkEveryWay(seller, '/sell/listings/new')
    await backToDesktop(seller)
    await follow(
      seller,
      seller.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My orders' }),
      /\/orders$/,
      seller.getByRole('heading', { level: 1, name: 'My orders' }),
    )
    await checkEveryWay(seller, '/orders')
  })

  test('the account, verification, preferences, wallet, messages and notifications', async ({
    openAs,
    request,
  }) => {
    const page = await openAs(await newUser(request), '/account')
    await checkEveryWay(page, '/account')
    // the account menu's pages
    for (const [item, path, heading] of [
      ['Identity verification', '/account/verification', 'Identity verification'],
      ['Preferences', '/account/preferences', 'Preferences'],
      // no wallet is connected in this tab
      ['Wallet', '/wallet', 'No wallet connected'],
    ] as const) {
      await backToDesktop(page)
      await followAccountMenu(
        page,
        item,
        new RegExp(`${path}$`),
        page.getByRole('main').getByRole('heading', { name: heading }),
      )
      await checkEveryWay(page, path)
    }
    // messages from the quick actions, notifications from the header's bell
    await backToDesktop(page)
    await follow(
      page,
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ }),
      /\/messages$/,
      page.getByRole('heading', { level: 1, name: 'Messages' }),
    )
    await checkEveryWay(page, '/messages')
    await backToDesktop(page)
    await follow(
      page,
      page.getByRole('banner').getByRole('link', { name: /^Notifications/ }),
      /\/notifications$/,
      // the list, not just the heading: an empty state still fading in measures as low contrast
      page.getByRole('main').getByText('No notifications yet'),
    )
    await checkEveryWay(page, '/notifications')
  })

  test('signing in, registering and a page that does not exist', async ({ openAs }) => {
    const page = await openAs(null, '/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await checkEveryWay(page, '/login')
    await backToDesktop(page, 'light')
    await follow(
      page,
      page.getByRole('main').getByRole('link', { name: 'Create an account' }),
      /\/register$/,
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    )
    await checkEveryWay(page, '/register')
    // an address nobody links to is typed in: a page load of its own
    await checkEveryWay(await openAs(null, '/no/such/page'), '/no/such/page')
  })
})
