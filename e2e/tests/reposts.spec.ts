import { checkEveryWay } from '../support/axe.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

// Reposts and quotes: a post's repost button opens Repost (or Undo repost) and Quote; a
// repost shows in its followers' Following feed under "Reposted by"; a proposal's or a
// listing's "Share to feed" writes a post quoting it, with a card that leads back to it.

test('a repost reaches the reposter’s followers, named, and can be taken back', async ({
  openAs,
  request,
}) => {
  const [author, reposter, follower] = await Promise.all([
    newUser(request),
    newUser(request),
    newUser(request),
  ])
  await apiAs(request, follower, 'post', `/api/users/${reposter.address}/follow`)
  const words = `Tide tables for the north shore ${uniqueName('#')}`
  await apiAs(request, author, 'post', '/api/posts', { content: words })

  const reposterPage = await openAs(reposter, '/')
  const post = reposterPage.getByRole('article').filter({ hasText: words })
  await post.getByRole('button', { name: 'Repost or quote, 0 reposts' }).click()
  await reposterPage.getByRole('menuitem', { name: 'Repost', exact: true }).click()
  await expect(
    reposterPage.getByRole('status').getByText('Reposted to your followers'),
  ).toBeVisible()
  const reposted = post.getByRole('button', { name: 'Repost or quote, 1 repost' })
  await expect(reposted).toBeVisible()
  await expect(reposted).toHaveClass(/action-menu__button--pressed/)

  // the follower, in a browser of their own, sees it in Following, named
  const followerPage = await openAs(follower, '/?feed=following')
  const shared = followerPage
    .getByRole('feed', { name: 'Following posts' })
    .getByRole('article')
    .filter({ hasText: words })
  await expect(shared.getByTestId('reposted-by')).toHaveText(`Reposted by ${reposter.user.handle}`)
  await checkEveryWay(followerPage, 'following feed with a repost')

  // taken back: the menu offers Undo, and the follower's feed no longer has it
  await reposted.click()
  await reposterPage.getByRole('menuitem', { name: 'Undo repost' }).click()
  await expect(post.getByRole('button', { name: 'Repost or quote, 0 reposts' })).toBeVisible()
  await followerPage.reload()
  await expect(
    followerPage.getByRole('heading', { name: 'No posts from people you follow' }),
  ).toBeVisible()
  await expect(followerPage.getByRole('article').filter({ hasText: words })).toHaveCount(0)
})

test('shares a proposal into the feed as a quote, whose card leads back to the proposal', async ({
  openAs,
  request,
}) => {
  const [owner, reader] = await Promise.all([newUser(request), newUser(request)])
  const name = uniqueName('Harbour DAO')
  const community = await apiAs<{ id: string }>(request, owner, 'post', '/api/communities', {
    name,
    description: 'Boats and the people who mend them.',
  })
  const title = uniqueName('Dredge the east channel')
  const proposal = await apiAs<{ id: string }>(
    request,
    owner,
    'post',
    `/api/communities/${community.id}/proposals`,
    {
      kind: 'general',
      title,
      body: 'The channel silts up every winter.',
      votingSystem: 'basic',
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      strategy: { kind: 'member' },
    },
  )

  const page = await openAs(reader, `/proposals/${proposal.id}`)
  await page.getByRole('button', { name: 'Share to feed' }).click()
  const dialog = page.getByRole('dialog', { name: 'Quote' })
  await expect(dialog.getByText(`Quoting the proposal: ${title}`)).toBeVisible()
  const words = `Everyone who fishes should vote on this ${uniqueName('#')}`
  await dialog.getByRole('textbox', { name: 'Post text' }).fill(words)
  await dialog.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(dialog).toBeHidden()

  await page.goto('/')
  const quoting = page.getByRole('article').filter({ hasText: words })
  const card = quoting.getByRole('link', { name: new RegExp(title) })
  await expect(card).toContainText(`Proposal in ${name}`)
  await expect(card).toContainText('The channel silts up every winter.')
  await card.click()
  await expect(page).toHaveURL(new RegExp(`/proposals/${proposal.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})
