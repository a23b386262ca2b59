import { checkEveryWay } from '../support/axe.ts'
import { openLive } from '../support/live.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

// Polls: the composer's "Add a poll" writes 2–4 choices and a length; a post's poll offers its
// choices until the reader votes (or it ends), then shows the results.

test('one person posts a poll, another votes and sees the results, and the author sees the count', async ({
  browser,
  baseURL,
  openAs,
  request,
}) => {
  const [author, voter] = await Promise.all([newUser(request), newUser(request)])
  const question = `Tea or coffee? ${uniqueName('#')}`

  const { page: authorPage } = await openLive(browser, baseURL ?? '', author)
  await authorPage.getByRole('button', { name: 'New post', exact: true }).first().click()
  const composer = authorPage.getByRole('dialog', { name: 'Create post' })
  await composer.getByRole('textbox', { name: 'Post text' }).fill(question)
  await composer.getByRole('button', { name: 'Add a poll' }).click()
  await composer.getByRole('textbox', { name: 'Choice 1' }).fill('Tea')
  await composer.getByRole('textbox', { name: 'Choice 2' }).fill('Coffee')
  await composer.getByRole('button', { name: 'Add a choice' }).click()
  await composer.getByRole('textbox', { name: 'Choice 3' }).fill('Both')
  await composer.getByRole('combobox', { name: 'Poll length' }).selectOption({ label: '1 day' })
  await composer.getByRole('button', { name: 'Post' }).click()
  await expect(composer).toHaveCount(0)

  const authorPost = authorPage.getByRole('article').filter({ hasText: question })
  const authorPoll = authorPost.getByRole('region', { name: 'Poll' })
  await expect(authorPoll.getByRole('button', { name: 'Vote for Both' })).toBeVisible()
  await expect(authorPoll).toContainText('0 votes · Ends in 23 hours')

  const voterPage = await openAs(voter, '/')
  const voterPoll = voterPage
    .getByRole('article')
    .filter({ hasText: question })
    .getByRole('region', { name: 'Poll' })
  // no counts before voting
  await expect(voterPoll.getByRole('button', { name: 'Vote for Coffee' })).toBeVisible()
  await expect(voterPoll).not.toContainText('%')
  // the poll fills exactly the space the post held for it (3 choices: 12rem), voted or not
  // layout may land a fraction of a pixel off: the box is 192 px to the nearest pixel
  expect(Math.round((await voterPoll.boundingBox())?.height ?? 0)).toBe(192)
  // keyboard: the choices are real buttons
  await voterPoll.getByRole('button', { name: 'Vote for Coffee' }).focus()
  await voterPage.keyboard.press('Enter')
  const coffee = voterPoll.getByRole('listitem').filter({ hasText: 'Coffee' })
  await expect(coffee).toContainText('100%')
  await expect(coffee).toContainText('your vote')
  await expect(voterPoll.getByRole('listitem').filter({ hasText: 'Tea' })).toContainText('0%')
  await expect(voterPoll).toContainText('1 vote · Ends in')
  await expect(voterPoll.getByRole('button', { name: /^Vote for/ })).toHaveCount(0)
  // layout may land a fraction of a pixel off: the box is 192 px to the nearest pixel
  expect(Math.round((await voterPoll.boundingBox())?.height ?? 0)).toBe(192)
  await checkEveryWay(voterPage, 'a poll with results')

  // the author's open feed hears of the vote (posts.changed) and shows it, no reload
  await expect(authorPoll).toContainText('1 vote · Ends in')
})

test('a signed-out reader is asked to sign in, and an outsider is told a community poll is for members', async ({
  openAs,
  request,
  browser,
  baseURL,
}) => {
  const [owner, outsider] = await Promise.all([newUser(request), newUser(request)])
  const name = uniqueName('Pollsters')
  const community = await apiAs<{ id: string; slug: string }>(
    request,
    owner,
    'post',
    '/api/communities',
    { name, description: 'We ask things.' },
  )
  // an older post below the poll: it would move if the poll took more room when it loads
  await apiAs(request, owner, 'post', '/api/posts', { content: 'Agenda for the week' })
  const question = `Meet on Friday? ${uniqueName('#')}`
  await apiAs(request, owner, 'post', '/api/posts', {
    content: question,
    communityId: community.id,
    poll: { choices: ['Yes', 'No'], durationHours: 6 },
  })

  // the poll's code loads (slowly here, past any cache) into space held at its size: the post
  // below it does not move when it arrives
  const visitorContext = await browser.newContext({ baseURL })
  await visitorContext.route(/\/assets\/PostPoll-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  const visitor = await visitorContext.newPage()
  await visitor.goto('/')
  const below = visitor.getByRole('article').filter({ hasText: 'Agenda for the week' })
  await expect(below).toBeVisible()
  const visitorPoll = visitor
    .getByRole('article')
    .filter({ hasText: question })
    .getByRole('region', { name: 'Poll' })
  await expect(visitorPoll).toHaveCount(0)
  const before = await below.boundingBox()
  await expect(visitorPoll.getByRole('button', { name: 'Sign in to vote' })).toBeVisible()
  // (a few pixels of the posts' entry animation aside)
  expect(Math.abs(((await below.boundingBox())?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(8)
  await visitorPoll.getByRole('button', { name: 'Yes' }).click()
  await expect(visitor.getByRole('dialog')).toBeVisible()

  const outsiderPage = await openAs(outsider, '/')
  const outsiderPoll = outsiderPage
    .getByRole('article')
    .filter({ hasText: question })
    .getByRole('region', { name: 'Poll' })
  await outsiderPoll.getByRole('button', { name: 'Vote for Yes' }).click()
  await expect(outsiderPoll.getByRole('alert')).toHaveText(
    `Only members of ${name} can vote in this poll. Join`,
  )
  await outsiderPoll.getByRole('button', { name: 'Join' }).click()
  await expect(outsiderPage.getByRole('dialog', { name: `Join ${name}` })).toBeVisible()
})
