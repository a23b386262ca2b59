import type { Post } from '@agora/domain'
import { collectConsoleErrors } from '../support/consoleErrors.ts'
import { apiAs, expect, newUser, test, tinyPng, uniqueName } from '../support/social.ts'

test('two people meet in a new community: join, post with an image, talk, react, follow', async ({
  openAs,
  request,
}) => {
  const alice = await newUser(request)
  const bob = await newUser(request)
  const name = uniqueName('Moonlit Gardeners')

  const alicePage = await openAs(alice, '/?tab=communities')
  const aliceErrors = collectConsoleErrors(alicePage)
  await test.step('alice creates a community with rules', async () => {
    await alicePage.getByRole('button', { name: 'Create community' }).click()
    await alicePage.getByLabel('Name').fill(name)
    await alicePage.getByLabel('Description').fill('Growing things under the moon.')
    await alicePage.getByLabel(/^Rules/).fill('Be kind to seedlings\nNo weed killer talk')
    await alicePage.getByRole('button', { name: 'Create community' }).click()
    await expect(alicePage.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(alicePage.locator('.community-hero__meta')).toContainText('1 member')
    await expect(alicePage.locator('.community-hero .role-badge')).toHaveText('Admin')
  })
  // from the discovery list the app navigates with /?view=community&community={slug}
  const slug = new URL(alicePage.url()).searchParams.get('community') ?? ''
  expect(slug).toMatch(/^moonlit-gardeners-/)

  const bobPage = await openAs(bob, `/dao/${slug}`)
  const bobErrors = collectConsoleErrors(bobPage)
  await test.step('bob joins through the communityJoin modal, which shows the rules', async () => {
    await bobPage.getByRole('button', { name: 'Join', exact: true }).click()
    const modal = bobPage.getByRole('dialog', { name: `Join ${name}` })
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('listitem')).toHaveText([
      'Be kind to seedlings',
      'No weed killer talk',
    ])
    await modal.getByRole('button', { name: 'Agree and join' }).click()
    await expect(modal).toHaveCount(0)
    await expect(bobPage.getByText(`Welcome to ${name}!`, { exact: true })).toBeVisible()
    await expect(bobPage.locator('.community-hero__meta')).toContainText('2 members')
    await expect(
      bobPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }),
    ).toBeVisible()
  })

  await test.step('bob posts with an image from the postCreation modal', async () => {
    await bobPage.getByRole('button', { name: 'New post', exact: true }).first().click()
    const composer = bobPage.getByRole('dialog', { name: 'Create post' })
    await expect(composer).toBeVisible()
    await expect(composer.getByLabel('Post to')).toHaveValue(/.+/)
    await composer.getByRole('textbox', { name: 'Post text' }).fill('First bloom of the season')
    await expect(composer.getByText('25 / 5000')).toBeVisible()
    await composer.getByLabel('Attach images').setInputFiles({
      name: 'bloom.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    })
    await expect(composer.getByRole('img', { name: 'Attachment 1' })).toBeVisible()
    await expect(composer.getByRole('button', { name: 'Post' })).toBeEnabled()
    await composer.getByRole('button', { name: 'Post' }).click()
    await expect(composer).toHaveCount(0)
    await expect(bobPage.getByText('Your post is live', { exact: true })).toBeVisible()
  })
  const post = bobPage.getByRole('article').filter({ hasText: 'First bloom of the season' })
  await expect(post).toBeVisible()
  const image = post.getByRole('img', { name: /Attachment 1 of 1/ })
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2)
  const postId = (await post.getAttribute('data-post-id')) ?? ''
  expect(postId).toMatch(/^[0-9a-f-]{36}$/)

  await test.step('alice comments and bob replies under her comment', async () => {
    await alicePage.reload()
    const alicePost = alicePage
      .getByRole('article')
      .filter({ hasText: 'First bloom of the season' })
    await alicePost.getByRole('button', { name: /^\d+ comments?$/ }).click()
    await alicePost.getByRole('textbox', { name: 'Write a comment' }).fill('Gorgeous colour!')
    await alicePost.getByRole('button', { name: 'Comment', exact: true }).click()
    await expect(alicePost.getByText('Gorgeous colour!')).toBeVisible()
    await expect(alicePost.getByRole('button', { name: '1 comment' })).toBeVisible()

    await bobPage.reload()
    await post.getByRole('button', { name: /^\d+ comments?$/ }).click()
    const comment = post.getByRole('listitem').filter({ hasText: 'Gorgeous colour!' })
    await comment.getByRole('button', { name: 'Reply' }).click()
    await comment.getByRole('textbox', { name: /^Reply to/ }).fill('Thank you, it took weeks')
    await comment.getByRole('button', { name: 'Send reply' }).click()
    const replies = comment.getByRole('list', { name: /^Replies to/ })
    await expect(replies.getByText('Thank you, it took weeks')).toBeVisible()
    await expect(post.getByRole('button', { name: '2 comments' })).toBeVisible()
  })

  await test.step('alice reacts, and the reaction stays after a reload', async () => {
    const alicePost = alicePage
      .getByRole('article')
      .filter({ hasText: 'First bloom of the season' })
    await alicePost.getByRole('button', { name: 'Fire, 0' }).click()
    await expect(alicePost.getByRole('button', { name: 'Fire, 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await alicePage.reload()
    await expect(
      alicePage
        .getByRole('article')
        .filter({ hasText: 'First bloom of the season' })
        .getByRole('button', { name: 'Fire, 1' }),
    ).toHaveAttribute('aria-pressed', 'true')
  })

  await test.step('alice follows bob from his page, reached by his name on the post', async () => {
    const alicePost = alicePage
      .getByRole('article')
      .filter({ hasText: 'First bloom of the season' })
    await alicePost.getByRole('link', { name: bob.user.handle, exact: true }).click()
    await expect(alicePage).toHaveURL(new RegExp(`/users/${bob.user.handle}$`))
    const profile = alicePage.getByRole('main')
    await expect(profile.getByRole('heading', { level: 1, name: bob.user.handle })).toBeVisible()
    const short = `${bob.address.slice(0, 4)}…${bob.address.slice(-4)}`
    await expect(profile.getByTitle(bob.address, { exact: false })).toHaveText(short, {
      ignoreCase: true,
    })
    await profile.getByRole('button', { name: 'Follow' }).click()
    await expect(profile.getByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(profile.getByRole('definition').nth(1)).toHaveText('1')

    // the Following tab now has bob's post
    await alicePage.goto('/?feed=following')
    await expect(alicePage.getByRole('tab', { name: 'Following' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(
      alicePage
        .getByRole('feed', { name: 'Following posts' })
        .getByText('First bloom of the season'),
    ).toBeVisible()
  })

  await test.step('a deep link selects the post and scrolls to it', async () => {
    const community = alicePage.url()
    for (let i = 0; i < 6; i++)
      await apiAs(request, alice, 'post', '/api/posts', {
        content: `Later note ${i}\n${'so much to say. '.repeat(20)}`,
        communityId: slug,
      })
    await alicePage.goto(`/dao/${slug}?post=${postId}`)
    const selected = alicePage.locator('article[aria-current="true"]')
    await expect(selected).toHaveCount(1)
    await expect(selected).toContainText('First bloom of the season')
    await expect(selected).toBeInViewport()
    await expect(alicePage.getByText(`Viewing a post by ${bob.user.handle}`)).toBeVisible()
    await alicePage.getByRole('button', { name: 'Close post' }).click()
    await expect(alicePage).toHaveURL(new RegExp(`/dao/${slug}$`))
    await expect(alicePage.locator('article[aria-current="true"]')).toHaveCount(0)
    expect(community).toBeTruthy()
  })

  expect(aliceErrors).toEqual([])
  expect(bobErrors).toEqual([])
})

test('a post made of HTML and script shows as text and runs nothing', async ({
  openAs,
  request,
}) => {
  const mallory = await newUser(request)
  const content = '<img src=x onerror=window.__xss=1><script>window.__xss=1</script>'
  await apiAs<Post>(request, mallory, 'post', '/api/posts', { content })
  await apiAs<Post>(request, mallory, 'post', '/api/posts', {
    content: 'Links: https://example.com/ok and javascript:alert(1) **bold**',
  })

  const page = await openAs(null, '/')
  const hostile = page.getByRole('article').filter({ hasText: '<script>' })
  await expect(hostile.getByText(content)).toBeVisible()
  await expect(hostile.locator('img[src="x"], script')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()

  const links = page.getByRole('article').filter({ hasText: 'Links:' })
  const link = links.getByRole('link', { name: 'https://example.com/ok' })
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow')
  await expect(link).toHaveAttribute('target', '_blank')
  // the author's name, then the one real link: `javascript:` stays text
  await expect(links.getByRole('link')).toHaveText([mallory.user.handle, 'https://example.com/ok'])
  await expect(links.locator('strong')).toHaveText('bold')
})

test('reading needs no account; writing asks to sign in', async ({ openAs, request }) => {
  const author = await newUser(request)
  await apiAs<Post>(request, author, 'post', '/api/posts', { content: 'Open to everyone' })

  const page = await openAs(null, '/')
  const post = page.getByRole('article').filter({ hasText: 'Open to everyone' })
  await expect(post).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Following' })).toHaveCount(0)
  await post.getByRole('button', { name: 'Like, 0' }).click()
  // the wallet connect modal is how a signed-out reader signs in
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(post.getByRole('button', { name: 'Like, 0' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
})

test('works on a 375 px phone', async ({ openAs, request }) => {
  const person = await newUser(request)
  const community = await apiAs<{ slug: string; id: string }>(
    request,
    person,
    'post',
    '/api/communities',
    {
      name: uniqueName('Pocket Club'),
      description: 'Small screens, big ideas.',
      rules: ['Keep it short'],
    },
  )
  await apiAs<Post>(request, person, 'post', '/api/posts', {
    content: `A long line that must wrap: ${'word '.repeat(60)} https://example.com/${'a'.repeat(80)}`,
    communityId: community.id,
  })

  const page = await openAs(person, '/', { width: 375, height: 800 })
  // the content column stays inside the screen, however long the words in it
  const noSideways = () =>
    page
      .getByRole('main')
      .evaluate((main) => Math.max(main.getBoundingClientRect().right, main.scrollWidth))
  await expect(page.getByText('A long line that must wrap')).toBeVisible()
  expect(await noSideways()).toBeLessThanOrEqual(375)
  // reactions are 44 px touch targets on a phone
  const like = page
    .getByRole('article')
    .filter({ hasText: 'A long line that must wrap' })
    .getByRole('button', { name: /^Like, / })
  expect((await like.boundingBox())?.height).toBeGreaterThanOrEqual(44)

  await page.getByRole('button', { name: 'New post' }).click()
  const composer = page.getByRole('dialog', { name: 'Create post' })
  await expect(composer).toBeVisible()
  const box = await composer.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
  await composer.getByRole('textbox', { name: 'Post text' }).fill('Posted from my phone')
  await composer.getByRole('button', { name: 'Post' }).click()
  await expect(page.getByRole('article').filter({ hasText: 'Posted from my phone' })).toBeVisible()

  await page.goto(`/dao/${community.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pocket Club')
  await page.getByRole('tab', { name: 'Members' }).click()
  await expect(page.getByText('Admin', { exact: true }).last()).toBeVisible()
  expect(await noSideways()).toBeLessThanOrEqual(375)

  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Menu' }).click()
  const sidebar = page.getByRole('navigation', { name: 'Main' })
  await expect(sidebar.getByRole('link', { name: 'Messages' })).toBeVisible()
  await sidebar.getByRole('link', { name: 'Discover' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Discover communities' })).toBeVisible()
  expect(await noSideways()).toBeLessThanOrEqual(375)
})
