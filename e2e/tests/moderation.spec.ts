import type { Post } from '@agora/domain'
import type { Page } from '@playwright/test'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

test('a reported post is hidden from the Moderation tab, shows the stub, leaves the feed, and comes back on restore', async ({
  openAs,
  request,
}) => {
  const admin = await newUser(request)
  const author = await newUser(request)
  const reporter = await newUser(request)
  const reader = await newUser(request)
  const community = await apiAs<{ id: string; slug: string; name: string }>(
    request,
    admin,
    'post',
    '/api/communities',
    { name: uniqueName('Quiet Pond'), description: 'No spam.' },
  )
  for (const person of [author, reporter, reader])
    await apiAs(request, person, 'post', `/api/communities/${community.id}/join`)
  const post = await apiAs<Post>(request, author, 'post', '/api/posts', {
    content: 'Cheap pills, DM me',
    communityId: community.id,
  })

  await test.step('a member reports the post; a plain member has no Hide action', async () => {
    const page = await openAs(reporter, `/dao/${community.slug}`)
    const article = page.getByRole('article').filter({ hasText: 'Cheap pills' })
    await article.getByRole('button', { name: 'Post actions' }).click()
    await expect(page.getByRole('menuitem', { name: 'Report' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Hide post' })).toHaveCount(0)
    await page.getByRole('menuitem', { name: 'Report' }).click()
    const form = page.getByRole('form', { name: 'Report this post' })
    await form.getByLabel('Why are you reporting it?').selectOption('spam')
    await form.getByLabel(/^Note for the moderators/).fill('selling pills')
    await form.getByRole('button', { name: 'Send report' }).click()
    await expect(page.getByText('Thanks: the moderators will look at it')).toBeVisible()
    // a member's Moderation tab is the public log only, never the queue
    await page.getByRole('tab', { name: 'Moderation' }).click()
    await expect(page.getByRole('heading', { name: 'Moderation log' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Reports' })).toHaveCount(0)
  })

  // the reporter is done: the admin bans them, to lift it from the Banned list below
  await apiAs(request, admin, 'post', '/api/moderation/actions', {
    action: 'ban',
    communityId: community.id,
    userId: reporter.user.id,
    until: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    note: 'too many reports',
  })
  const mod = await openAs(admin, `/dao/${community.slug}`)
  await test.step('the admin hides it from the community’s Moderation tab', async () => {
    await mod.getByRole('tab', { name: 'Moderation' }).click()
    const reports = mod.getByRole('list', { name: 'Reports' })
    const row = reports.getByRole('listitem').filter({ hasText: '1 person reported it' })
    await expect(row).toContainText('spam (1)')
    await row.getByRole('button', { name: 'Hide' }).click()
    await expect(mod.getByText('Hidden: a “Removed by moderators” stub stays')).toBeVisible()
    await expect(mod.getByText('Nothing to review')).toBeVisible()
  })

  await test.step('the Banned list names the reporter and why; Unban asks first', async () => {
    const banned = mod.getByRole('list', { name: `People banned from ${community.name}` })
    await expect(banned.getByRole('listitem')).toHaveCount(1)
    await expect(banned).toContainText('Reason: too many reports')
    await banned.getByRole('button', { name: /^Unban / }).click()
    const dialog = mod.getByRole('dialog', { name: /^Unban .+\?$/ })
    await expect(dialog).toContainText(`They can join ${community.name} again right away`)
    await dialog.getByRole('button', { name: 'Unban', exact: true }).click()
    await expect(mod.getByText(/is no longer banned$/)).toBeVisible()
    await expect(mod.getByText('Nobody is banned')).toBeVisible()
  })

  const readerPage = await openAs(reader, `/dao/${community.slug}`)
  await test.step('another reader no longer finds it in the feed', async () => {
    await expect(readerPage.getByRole('article')).toHaveCount(0)
    await expect(readerPage.getByText('Cheap pills')).toHaveCount(0)
  })

  await test.step('the post itself shows the stub; the admin restores it', async () => {
    await mod.goto(`/dao/${community.slug}?post=${post.id}`)
    const hidden = mod.getByRole('article').filter({ hasText: 'Removed by moderators' })
    await expect(hidden).toBeVisible()
    await expect(mod.getByText('Cheap pills')).toHaveCount(0)
    await hidden.getByRole('button', { name: 'Post actions' }).click()
    await mod.getByRole('menuitem', { name: 'Restore post' }).click()
    await expect(mod.getByText('Post restored', { exact: true })).toBeVisible()
  })

  await readerPage.reload()
  await expect(readerPage.getByRole('article').filter({ hasText: 'Cheap pills' })).toBeVisible()
})

test('a reader reports a comment; the moderator hides it from the queue, the thread keeps a stub, Restore under it brings it back', async ({
  openAs,
  request,
}) => {
  const admin = await newUser(request)
  const author = await newUser(request)
  const reporter = await newUser(request)
  const community = await apiAs<{ id: string; slug: string }>(
    request,
    admin,
    'post',
    '/api/communities',
    { name: uniqueName('Calm Court'), description: 'Be nice.' },
  )
  for (const person of [author, reporter])
    await apiAs(request, person, 'post', `/api/communities/${community.id}/join`)
  const post = await apiAs<Post>(request, author, 'post', '/api/posts', {
    content: 'What do you think of the new bench?',
    communityId: community.id,
  })
  await apiAs(request, author, 'post', `/api/posts/${post.id}/comments`, {
    content: 'You are all idiots',
  })

  const openThread = async (page: Page) => {
    const article = page.getByRole('article').filter({ hasText: 'the new bench' })
    await article.getByRole('button', { name: /^\d+ comments?$/ }).click()
    return article.getByRole('listitem').filter({ hasText: /idiots|Removed by moderators/ })
  }

  const readerPage = await openAs(reporter, `/dao/${community.slug}`)
  const seen = await openThread(readerPage)
  await expect(seen.getByRole('button', { name: 'Hide' })).toHaveCount(0)
  await seen.getByRole('button', { name: 'Report' }).click()
  const form = seen.getByRole('form', { name: 'Report this comment' })
  await form.getByLabel('Why are you reporting it?').selectOption('harassment')
  await form.getByRole('button', { name: 'Send report' }).click()
  await expect(readerPage.getByText('Thanks: the moderators will look at it')).toBeVisible()

  const mod = await openAs(admin, `/dao/${community.slug}`)
  await mod.getByRole('tab', { name: 'Moderation' }).click()
  const row = mod.getByRole('list', { name: 'Reports' }).getByRole('listitem')
  await expect(row).toContainText('A comment')
  await row.getByRole('button', { name: 'Hide' }).click()
  await expect(mod.getByText('Nothing to review')).toBeVisible()

  await mod.getByRole('tab', { name: 'Posts' }).click()
  const hidden = await openThread(mod)
  await expect(hidden).toContainText('Removed by moderators')
  await expect(hidden).not.toContainText('idiots')
  await hidden.getByRole('button', { name: 'Restore' }).click()
  await expect(mod.getByText('Comment restored')).toBeVisible()

  await readerPage.reload()
  await expect(await openThread(readerPage)).toContainText('You are all idiots')
})
