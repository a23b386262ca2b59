import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

for (const viewport of [
  { width: 1280, height: 480 },
  { width: 390, height: 700 },
]) {
  test(`a new page opens at its top, and Back returns to where the list was left (${viewport.width} px)`, async ({
    openAs,
    request,
  }) => {
    const seller = await newUser(request)
    const titles: string[] = []
    for (let index = 0; index < 8; index++) {
      const title = uniqueName(`Scroll lamp ${index}`)
      titles.push(title)
      await apiAs(request, seller, 'post', '/api/marketplace/listings', {
        title,
        description: 'A lamp to scroll past.',
        priceAmount: '0.05',
        currency: 'ETH',
        chainId: 8453,
        category: 'home',
        images: [],
        quantity: 1,
      })
    }
    const page = await openAs(null, '/market', viewport)
    const last = page.getByRole('link', { name: titles[0] }).first()
    await last.scrollIntoViewIfNeeded()
    const listScroll = await page.evaluate(() => window.scrollY)
    expect(listScroll).toBeGreaterThan(200)

    await last.click()
    await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page).toHaveTitle('Listing · Agora')
    // the listing fits the screen: nothing spills sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    )

    await page.goBack()
    await expect(page.getByRole('link', { name: titles[0] }).first()).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listScroll - 50)
    await expect(page).toHaveTitle('Marketplace · Agora')
  })
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a reader outside a community is offered Join in place of the comment box and of a reaction (${viewport.width} px)`, async ({
    openAs,
    request,
  }) => {
    const founder = await newUser(request)
    const reader = await newUser(request)
    const community = await apiAs<{ id: string; name: string }>(
      request,
      founder,
      'post',
      '/api/communities',
      { name: uniqueName('Members Talk'), description: 'Members only.', rules: ['Be kind'] },
    )
    await apiAs(request, founder, 'post', '/api/posts', {
      content: `Who is in for Saturday? (${viewport.width} px)`,
      communityId: community.id,
    })

    const page = await openAs(reader, '/', viewport)
    const post = page
      .getByRole('article')
      .filter({ hasText: `Who is in for Saturday? (${viewport.width} px)` })
    await post.getByRole('button', { name: 'Fire, 0' }).click()
    const offered = page.getByRole('dialog')
    await expect(offered.getByRole('button', { name: 'Agree and join' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(offered).toHaveCount(0)
    // the refused reaction is rolled back, not counted
    await expect(post.getByRole('button', { name: 'Fire, 0' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )

    await post.getByRole('button', { name: /comment/ }).click()
    await expect(post.getByRole('textbox', { name: 'Write a comment' })).toHaveCount(0)
    await post.getByRole('button', { name: 'Join to comment' }).click()
    const join = page.getByRole('dialog')
    await join.getByRole('button', { name: 'Agree and join' }).click()
    await expect(join).toHaveCount(0)
    await expect(post.getByRole('textbox', { name: 'Write a comment' })).toBeVisible()
    await post.getByRole('button', { name: 'Fire, 0' }).click()
    await expect(post.getByRole('button', { name: 'Fire, 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
}

test('a #hashtag opens its posts and an @mention opens the person it names', async ({
  openAs,
  request,
}) => {
  const author = await newUser(request)
  const friend = await newUser(request)
  const tag = `garden${Math.random().toString(36).slice(2, 7)}`
  await apiAs(request, author, 'post', '/api/posts', {
    content: `First tomatoes of the year #${tag}, thanks @${friend.user.handle}!`,
  })
  await apiAs(request, friend, 'post', '/api/posts', { content: `Mine are late #${tag}` })
  await apiAs(request, friend, 'post', '/api/posts', { content: 'Nothing tagged here' })

  const page = await openAs(null, '/')
  const post = page.getByRole('article').filter({ hasText: 'First tomatoes of the year' })
  await post.getByRole('link', { name: `#${tag}` }).click()
  await expect(page).toHaveURL(new RegExp(`\\?tag=${tag}$`))
  await expect(page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible()
  const tagged = page.getByRole('feed').getByRole('article')
  await expect(tagged).toHaveCount(2)
  await expect(tagged.first()).toContainText('Mine are late')

  await tagged
    .filter({ hasText: 'First tomatoes' })
    .getByRole('button', { name: `@${friend.user.handle}` })
    .click()
  const profile = page.getByRole('dialog', { name: 'Profile' })
  await expect(profile).toContainText(`@${friend.user.handle}`)
})
