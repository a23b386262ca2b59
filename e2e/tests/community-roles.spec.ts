import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

test('moderators pin and remove posts, admins promote members, authors edit their own', async ({
  openAs,
  request,
}) => {
  const admin = await newUser(request)
  const member = await newUser(request)
  const community = await apiAs<{ id: string; slug: string }>(
    request,
    admin,
    'post',
    '/api/communities',
    { name: uniqueName('Tidy Hall'), description: 'Well kept.' },
  )
  await apiAs(request, member, 'post', `/api/communities/${community.id}/join`)
  await apiAs(request, member, 'post', '/api/posts', {
    content: 'Worth pinning',
    communityId: community.id,
  })
  await apiAs(request, member, 'post', '/api/posts', {
    content: 'Off-topic spam',
    communityId: community.id,
  })

  const page = await openAs(admin, `/dao/${community.slug}`)
  const pinnable = page.getByRole('article').filter({ hasText: 'Worth pinning' })
  await pinnable.getByRole('button', { name: 'Post actions' }).click()
  await page.getByRole('menuitem', { name: 'Pin to community' }).click()
  await expect(page.getByText('Post pinned', { exact: true })).toBeVisible()
  await expect(page.getByRole('article').first()).toContainText('Worth pinning')
  await expect(pinnable.getByText('Pinned', { exact: true })).toBeVisible()

  const spam = page.getByRole('article').filter({ hasText: 'Off-topic spam' })
  await spam.getByRole('button', { name: 'Post actions' }).click()
  await page.getByRole('menuitem', { name: 'Remove post' }).click()
  await spam.getByRole('button', { name: 'Delete' }).click()
  await expect(spam).toHaveCount(0)

  await page.getByRole('tab', { name: 'Members' }).click()
  const row = page.getByRole('listitem').filter({ hasText: member.user.handle })
  await row.getByRole('button', { name: 'Make moderator' }).click()
  await expect(row.locator('.role-badge')).toHaveText('Moderator')
  await expect(row.getByRole('button', { name: 'Remove moderator' })).toBeVisible()

  const memberPage = await openAs(member, `/dao/${community.slug}`)
  await expect(memberPage.locator('.community-hero .role-badge')).toHaveText('Moderator')
  const own = memberPage.getByRole('article').filter({ hasText: 'Worth pinning' })
  await own.getByRole('button', { name: 'Post actions' }).click()
  await memberPage.getByRole('menuitem', { name: 'Edit' }).click()
  await own.getByRole('textbox', { name: 'Post text' }).fill('Worth pinning, now with details')
  await own.getByRole('button', { name: 'Save' }).click()
  await expect(own.getByText('Worth pinning, now with details')).toBeVisible()
  await expect(own.getByText('· edited')).toBeVisible()

  await memberPage.getByRole('button', { name: 'Leave' }).click()
  await expect(memberPage.getByText(/^You left /)).toBeVisible()
  await expect(memberPage.getByRole('button', { name: 'Join', exact: true })).toBeVisible()
})
