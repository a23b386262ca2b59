import { checkEveryWay } from '../support/axe.ts'
import { bearer } from '../support/session.ts'
import { apiAs, expect, newUser, test, tinyPng, uniqueName } from '../support/social.ts'

// Every user has a page of their own at /users/{handle}: their profile, then their posts,
// their pictures and their listings, each tab an address that can be shared. An author's
// name on a post leads there.

const PHONE = { width: 390, height: 844 }

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`a reader follows an author's name to their page and goes through its tabs (${viewport.width} px)`, async ({
    openAs,
    request,
  }) => {
    const carol = await newUser(request)
    const tag = uniqueName('people').split(' ')[1] ?? ''
    const upload = await request.post('/api/media', {
      headers: { ...bearer(carol.token), 'content-type': 'image/png' },
      data: tinyPng,
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const picture = (await upload.json()) as { data: { id: string } }
    await apiAs(request, carol, 'post', '/api/posts', { content: `Words only #p${tag}` })
    await apiAs(request, carol, 'post', '/api/posts', {
      content: `The harbour at dawn #p${tag}`,
      media: [picture.data.id],
    })
    const listing = await apiAs<{ title: string }>(
      request,
      carol,
      'post',
      '/api/marketplace/listings',
      {
        title: uniqueName('Harbour print'),
        description: 'A print of the harbour.',
        priceAmount: '0.02',
        currency: 'ETH',
        chainId: 8453,
        category: 'art',
        images: [],
        quantity: 1,
      },
    )

    // carol answers someone else's post: her Replies tab shows it under that post
    const dan = await newUser(request)
    const dansPost = await apiAs<{ id: string }>(request, dan, 'post', '/api/posts', {
      content: 'Where do you paint from?',
    })
    await apiAs(request, carol, 'post', `/api/posts/${dansPost.id}/comments`, {
      content: 'From the old pier, at six',
    })

    const guild = await apiAs<{ name: string }>(request, carol, 'post', '/api/communities', {
      name: uniqueName('Harbour Guild'),
      description: 'Painters of the harbour.',
      rules: [],
    })

    const page = await openAs(await newUser(request), `/?tag=p${tag}`, viewport)
    await page
      .getByRole('article')
      .filter({ hasText: 'Words only' })
      .getByRole('link', { name: carol.user.handle, exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`/users/${carol.user.handle}$`))
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: carol.user.handle })).toBeVisible()
    await expect(page).toHaveTitle('Profile · Agora')
    const tabs = main.getByRole('tablist', {
      name: `@${carol.user.handle}'s posts, replies, pictures, communities and listings`,
    })
    await expect(tabs.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true')
    const posts = main.getByRole('feed', { name: `Posts by @${carol.user.handle}` })
    await expect(posts.getByRole('article')).toHaveCount(2)
    await expect(posts.getByRole('article').first()).toContainText('The harbour at dawn')

    await tabs.getByRole('tab', { name: 'Replies' }).click()
    await expect(page).toHaveURL(/\?tab=replies$/)
    const replies = main.getByRole('feed', { name: `Replies by @${carol.user.handle}` })
    const reply = replies.getByRole('article')
    await expect(reply).toHaveCount(1)
    await expect(reply).toContainText('From the old pier, at six')
    await expect(reply).toContainText(`Replying to ${dan.user.handle}`)
    await expect(reply.getByRole('link', { name: 'Where do you paint from?' })).toHaveAttribute(
      'href',
      `/?post=${dansPost.id}`,
    )

    await tabs.getByRole('tab', { name: 'Media' }).click()
    await expect(page).toHaveURL(/\?tab=media$/)
    const pictures = main.getByRole('feed', { name: `Pictures by @${carol.user.handle}` })
    await expect(pictures.getByRole('article')).toHaveCount(1)
    await expect(pictures.getByRole('article')).toContainText('The harbour at dawn')

    await tabs.getByRole('tab', { name: 'Communities' }).click()
    await expect(page).toHaveURL(/\?tab=communities$/)
    await expect(
      main.getByRole('list', { name: `Communities of @${carol.user.handle}` }),
    ).toContainText(guild.name)

    await tabs.getByRole('tab', { name: 'Listings' }).click()
    await expect(page).toHaveURL(/\?tab=listings$/)
    await expect(main.getByRole('list', { name: 'Store listings' })).toContainText(listing.title)
    // the tab is in the address: a shared link opens on it
    await page.reload()
    await expect(main.getByRole('tab', { name: 'Listings' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(main.getByText(listing.title)).toBeVisible()
    // nothing runs out sideways
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
  })
}

test('the page is accessible in light, dark and at 390 px, and its preview opens it', async ({
  openAs,
  request,
}) => {
  const dora = await newUser(request)
  await apiAs(request, dora, 'post', '/api/posts', { content: 'A morning swim' })
  const text = `Swimming with @${dora.user.handle}`
  const friend = await newUser(request)
  await apiAs(request, friend, 'post', '/api/posts', { content: text })

  // a mention opens the user as a preview, which leads to their page
  const page = await openAs(await newUser(request), `/users/${friend.user.handle}`)
  await page
    .getByRole('main')
    .getByRole('article')
    .getByRole('button', { name: `@${dora.user.handle}` })
    .click()
  const preview = page.getByRole('dialog', { name: 'Profile' })
  await preview.getByRole('link', { name: 'Open their page' }).click()
  await expect(preview).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`/users/${dora.user.handle}$`))
  await expect(page.getByRole('main').getByText('A morning swim')).toBeVisible()
  await checkEveryWay(page, '/users/{handle}')
})

test('someone who keeps their activity private shows no lists; nobody at a handle is not found', async ({
  openAs,
  request,
}) => {
  const shy = await newUser(request)
  await apiAs(request, shy, 'post', '/api/posts', { content: 'Not on my page' })
  await apiAs(request, shy, 'put', '/api/auth/privacy', {
    privacySettings: { showActivity: false },
  })
  const page = await openAs(await newUser(request), `/users/${shy.user.handle}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: shy.user.handle })).toBeVisible()
  await expect(main.getByText(`@${shy.user.handle} keeps their activity private`)).toBeVisible()
  await expect(main.getByRole('tablist')).toHaveCount(0)
  await expect(main.getByText('Not on my page')).toHaveCount(0)

  const nobody = await openAs(null, '/users/nobody_at_this_handle')
  await expect(nobody.getByRole('main').getByText('Profile not found')).toBeVisible()
})
