import { expect, type Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { seriousViolations } from '../support/axe.ts'
import { openConnectedTab } from '../support/connectedTab.ts'
import { test } from '../support/fixtures.ts'
import { unlockMessages } from '../support/messaging.ts'
import { bearer } from '../support/session.ts'

const conversations = (page: Page) => page.getByRole('navigation', { name: 'Conversations' })
const thread = (page: Page) => page.getByRole('list', { name: 'Messages' })

/** Writes in the open group; the server stored it when the bubble says "Delivered". */
async function write(page: Page, text: string) {
  await page.getByRole('textbox', { name: /^Message / }).fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(thread(page).getByRole('listitem').filter({ hasText: text })).toContainText(
    'Delivered',
  )
}

test('a group of three: each reads, and someone removed cannot read what follows', async ({
  browser,
  baseURL,
  request,
}) => {
  const url = baseURL as string
  // carol on a phone: the group's screens at 390 px
  const [alice, bob, carol] = await Promise.all([
    openConnectedTab(browser, url, generatePrivateKey()),
    openConnectedTab(browser, url, generatePrivateKey()),
    openConnectedTab(browser, url, generatePrivateKey(), { viewport: { width: 390, height: 844 } }),
  ])
  const title = 'Lamp club e2e'
  const [hello, after] = ['gm group — e2e secret', 'after carol left — e2e secret']

  await test.step('all three set up messages; bob and carol follow alice', async () => {
    for (const tab of [alice, bob, carol]) await unlockMessages(tab.page)
    for (const tab of [bob, carol]) {
      const follow = await request.post(`/api/users/${alice.session.address}/follow`, {
        headers: bearer(tab.session.token),
      })
      expect(follow.ok()).toBe(true)
    }
  })

  await test.step('alice creates the group with bob and carol and writes to it', async () => {
    await conversations(alice.page).getByRole('link', { name: 'New group' }).click()
    await alice.page.getByRole('textbox', { name: 'Group name' }).fill(title)
    const field = alice.page.getByRole('combobox', { name: 'Add a person' })
    for (const other of [bob, carol]) {
      await field.fill(other.session.address)
      await alice.page.getByRole('button', { name: 'Add', exact: true }).click()
    }
    await expect(alice.page.getByRole('list', { name: 'People in the group' })).toContainText(
      carol.session.address,
    )
    await alice.page.getByRole('button', { name: 'Create group' }).click()
    await expect(alice.page.getByRole('heading', { name: title })).toBeVisible()
    await expect(alice.page.getByText('3 members')).toBeVisible()
    await write(alice.page, hello)
  })

  await test.step('bob and carol each open the group and read it', async () => {
    for (const tab of [bob, carol]) {
      await conversations(tab.page)
        .getByRole('link', { name: new RegExp(title) })
        .click()
      await expect(thread(tab.page).getByText(hello)).toBeVisible()
    }
  })

  await test.step('alice removes carol; bob reads the next message live, carol’s view closes', async () => {
    await alice.page.getByRole('button', { name: 'Members' }).click()
    const panel = alice.page.getByRole('region', { name: 'Members' })
    await panel
      .getByRole('button', { name: `Remove ${carol.session.user.handle} from the group` })
      .click()
    await expect(panel.getByRole('heading', { name: '2 members' })).toBeVisible()
    await write(alice.page, after)
    await expect(thread(bob.page).getByText(after)).toBeVisible()
    await expect(carol.page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible()
    await expect(carol.page.getByText(after)).toHaveCount(0)
  })

  await test.step('bob sends an image: encrypted in his browser, it opens as a preview for alice', async () => {
    await bob.page.getByLabel('Attach files').setInputFiles({
      name: 'lamp.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    })
    await write(bob.page, 'the lamp, photographed')
    const picture = thread(alice.page).getByRole('img', { name: 'lamp.png' })
    await expect(picture).toBeVisible()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  })

  await test.step('the group, its members panel and the image are axe-clean', async () => {
    await expect(alice.page.getByRole('region', { name: 'Members' })).toBeVisible()
    expect(await seriousViolations(alice.page)).toEqual([])
  })
})

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
