import type { Post } from '@agora/domain'
import type { Page } from '@playwright/test'
import { checkEveryWay } from '../support/axe.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

async function reportFromThePage(page: Page, reason: string, note: string) {
  const article = page.getByRole('article').filter({ hasText: 'Cheap pills' })
  await article.getByRole('button', { name: 'Post actions' }).click()
  await page.getByRole('menuitem', { name: 'Report' }).click()
  const form = page.getByRole('form', { name: 'Report this post' })
  await form.getByLabel('Why are you reporting it?').selectOption(reason)
  await form.getByLabel(/^Note for the moderators/).fill(note)
  await form.getByRole('button', { name: 'Send report' }).click()
  await expect(page.getByText('Thanks: the moderators will look at it').first()).toBeVisible()
}

test('a post reported twice by one person and once by another is one target with 2 reporters; its hide and reason reach the public moderation log', async ({
  openAs,
  request,
}) => {
  const admin = await newUser(request)
  const author = await newUser(request)
  const reporter = await newUser(request)
  const other = await newUser(request)
  const member = await newUser(request)
  const community = await apiAs<{ id: string; slug: string; name: string }>(
    request,
    admin,
    'post',
    '/api/communities',
    { name: uniqueName('Open Harbour'), description: 'No spam.' },
  )
  for (const person of [author, reporter, other, member])
    await apiAs(request, person, 'post', `/api/communities/${community.id}/join`)
  const post = await apiAs<Post>(request, author, 'post', '/api/posts', {
    content: 'Cheap pills, DM me',
    communityId: community.id,
  })

  await test.step('one person reports the post twice from the page, another once', async () => {
    const page = await openAs(reporter, `/dao/${community.slug}`)
    await reportFromThePage(page, 'spam', 'selling pills')
    await reportFromThePage(page, 'spam', 'still selling pills')
    await apiAs(request, other, 'post', '/api/reports', {
      targetKind: 'post',
      targetId: post.id,
      reason: 'scam',
    })
  })

  await test.step('the moderator sees one target with 2 reporters and hides it with a reason', async () => {
    const mod = await openAs(admin, `/dao/${community.slug}`)
    await mod.getByRole('tab', { name: 'Moderation' }).click()
    const rows = mod.getByRole('list', { name: 'Reports' }).getByRole('listitem')
    await expect(rows).toHaveCount(1)
    await expect(rows).toContainText('2 people reported it')
    await expect(rows).toContainText('spam (1), scam (1)')
    await rows.getByLabel(/^Reason, shown in the public moderation log/).fill('Selling pills')
    await rows.getByRole('button', { name: 'Hide' }).click()
    await expect(mod.getByText('Hidden: a “Removed by moderators” stub stays')).toBeVisible()
    await expect(mod.getByText('Nothing to review')).toBeVisible()
  })

  await test.step('a member reads the hide and its reason in the Moderation tab, never the hidden text', async () => {
    const page = await openAs(member, `/dao/${community.slug}?section=moderation`)
    const log = page.getByRole('list', { name: `Moderation log of ${community.name}` })
    const hide = log.getByRole('listitem').filter({ hasText: 'Hid a post' })
    await expect(hide).toBeVisible()
    await expect(hide).toContainText('Reason: Selling pills')
    await expect(hide).toContainText(`by @${admin.user.handle}`)
    await expect(log).not.toContainText('Cheap pills')
    await expect(page.getByRole('list', { name: 'Reports' })).toHaveCount(0)
    await checkEveryWay(page, 'the moderation log')
  })
})

test('a banned person sees in the community why and until when', async ({ openAs, request }) => {
  const admin = await newUser(request)
  const troll = await newUser(request)
  const community = await apiAs<{ id: string; slug: string }>(
    request,
    admin,
    'post',
    '/api/communities',
    { name: uniqueName('Still Lake'), description: 'Be kind.' },
  )
  await apiAs(request, troll, 'post', `/api/communities/${community.id}/join`)
  const until = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString()
  await apiAs(request, admin, 'post', '/api/moderation/actions', {
    action: 'ban',
    communityId: community.id,
    userId: troll.user.id,
    until,
    note: 'Insulting members',
  })

  const page = await openAs(troll, `/dao/${community.slug}`)
  const notice = page.getByRole('status').filter({ hasText: 'You are banned from this community' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('The moderators’ reason: Insulting members')
  // the end time in the reader's words: "Until Dec 4, 2026, 3:10 PM."
  await expect(notice).toContainText(new RegExp(`Until .*${new Date(until).getFullYear()}`))
  await checkEveryWay(page, 'the ban notice')
})
