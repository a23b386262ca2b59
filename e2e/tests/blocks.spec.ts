import { seriousViolations } from '../support/axe.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

// Blocking and muting (#28): a person blocks someone from a post's menu after a confirmation
// that says what a block does; the blocked person, in another browser, can no longer respond
// and no longer sees the blocker; muting from a person's page hides their posts from the muter.

const newTag = () => `t${Math.random().toString(36).slice(2, 10)}`

test('blocking from a post’s menu hides both people from each other and refuses responses', async ({
  openAs,
  request,
}) => {
  const [alice, bob] = await Promise.all([newUser(request), newUser(request)])
  const tag = newTag()
  const alicesWords = `Harbour lights tonight #${tag}`
  const bobsWords = `Tide tables for the week #${tag}`
  await apiAs(request, alice, 'post', '/api/posts', { content: alicesWords })
  await apiAs(request, bob, 'post', '/api/posts', { content: bobsWords })

  const [alicePage, bobPage] = await Promise.all([
    openAs(alice, `/?tag=${tag}`),
    openAs(bob, `/?tag=${tag}`),
  ])
  const bobsPost = alicePage.getByRole('article').filter({ hasText: bobsWords })
  const alicesPostForBob = bobPage.getByRole('article').filter({ hasText: alicesWords })
  await expect(alicesPostForBob).toBeVisible()

  await test.step('alice blocks bob after reading what a block does', async () => {
    await bobsPost.getByRole('button', { name: 'Post actions' }).click()
    await alicePage.getByRole('menuitem', { name: `Block @${bob.user.handle}` }).click()
    const dialog = alicePage.getByRole('dialog', { name: `Block @${bob.user.handle}?` })
    await expect(dialog).toContainText('you both stop following each other')
    expect(await seriousViolations(alicePage)).toEqual([])
    await dialog.getByRole('button', { name: 'Block', exact: true }).click()
    await expect(dialog).toHaveCount(0)
    // gone without a reload, and still gone after one
    await expect(bobsPost).toHaveCount(0)
    await alicePage.reload()
    await expect(alicePage.getByRole('article').filter({ hasText: alicesWords })).toBeVisible()
    await expect(bobsPost).toHaveCount(0)
  })

  await test.step('bob can neither react to nor comment on alice’s post', async () => {
    await alicesPostForBob.getByRole('button', { name: 'Fire, 0' }).click()
    await expect(
      bobPage.getByText(
        'Your reaction was not saved: This person blocked you: you cannot respond to them',
      ),
    ).toBeVisible()
    await expect(alicesPostForBob.getByRole('button', { name: 'Fire, 0' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await alicesPostForBob.getByRole('button', { name: /^\d+ comments?$/ }).click()
    await alicesPostForBob.getByRole('textbox', { name: 'Write a comment' }).fill('Hello?')
    await alicesPostForBob.getByRole('button', { name: 'Comment', exact: true }).click()
    await expect(alicesPostForBob.getByRole('alert')).toContainText(
      'This person blocked you: you cannot respond to them',
    )
    await bobPage.reload()
    await expect(bobPage.getByRole('article').filter({ hasText: bobsWords })).toBeVisible()
    await expect(alicesPostForBob).toHaveCount(0)
  })

  await test.step('alice finds bob in her preferences and unblocks him', async () => {
    await alicePage.goto('/account/preferences')
    const blocked = alicePage.getByRole('list', { name: 'Blocked' })
    await expect(blocked.getByText(`@${bob.user.handle}`)).toBeVisible()
    expect(await seriousViolations(alicePage)).toEqual([])
    await blocked.getByRole('button', { name: `Unblock @${bob.user.handle}` }).click()
    await expect(alicePage.getByText('You have not blocked anyone.')).toBeVisible()
    await alicePage.goto(`/?tag=${tag}`)
    await expect(bobsPost).toBeVisible()
  })
})

test('muting from a person’s page hides their posts from the muter only, until unmuted', async ({
  openAs,
  request,
}) => {
  const [alice, bob, carol] = await Promise.all([
    newUser(request),
    newUser(request),
    newUser(request),
  ])
  const tag = newTag()
  const bobsWords = uniqueName(`Loud opinions #${tag}`)
  const carolsWords = uniqueName(`Quiet notes #${tag}`)
  await apiAs(request, bob, 'post', '/api/posts', { content: bobsWords })
  await apiAs(request, carol, 'post', '/api/posts', { content: carolsWords })

  const page = await openAs(alice, `/users/${bob.user.handle}`)
  const menu = page.getByRole('button', { name: `More about @${bob.user.handle}` })
  await menu.click()
  await expect(page.getByRole('menuitem', { name: `Block @${bob.user.handle}` })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('menuitem', { name: `Mute @${bob.user.handle}` }).click()
  await expect(page.getByText(`@${bob.user.handle} is muted`)).toBeVisible()

  await page.goto(`/?tag=${tag}`)
  await expect(page.getByRole('article').filter({ hasText: carolsWords })).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: bobsWords })).toHaveCount(0)

  // nothing changes for anyone else
  const carolPage = await openAs(carol, `/?tag=${tag}`)
  await expect(carolPage.getByRole('article').filter({ hasText: bobsWords })).toBeVisible()

  await page.goto(`/users/${bob.user.handle}`)
  await menu.click()
  await page.getByRole('menuitem', { name: `Unmute @${bob.user.handle}` }).click()
  await expect(page.getByText(`@${bob.user.handle} is unmuted`)).toBeVisible()
  await page.goto(`/?tag=${tag}`)
  await expect(page.getByRole('article').filter({ hasText: bobsWords })).toBeVisible()
})
