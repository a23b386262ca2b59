import { type Browser, expect, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { openConnectedTab } from '../support/connectedTab.ts'
import { test } from '../support/fixtures.ts'
import { unlockMessages } from '../support/messaging.ts'

const person = () => {
  const key = generatePrivateKey()
  return { key, address: privateKeyToAccount(key).address }
}

const openTab = (browser: Browser, url: string, key: Hex) =>
  openConnectedTab(browser, url, key, { recordNetwork: true })

const conversations = (page: Page) => page.getByRole('navigation', { name: 'Conversations' })
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('a first message to someone without messages waits sealed in the writer’s browser, they are asked to set up messages, and it reaches them once they do', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL as string
  const [a, b] = [person(), person()]
  const [alice, bob] = await Promise.all([
    openTab(browser, url, a.key),
    openTab(browser, url, b.key),
  ])
  const secret = 'see you at the market — e2e waiting secret'

  await test.step('alice writes to bob, who has no messaging key: it waits', async () => {
    await unlockMessages(alice.page)
    await conversations(alice.page).getByRole('link', { name: 'New message' }).click()
    await expect(alice.page).toHaveURL(/\/messages\/new$/)
    await alice.page.getByRole('combobox', { name: 'To', exact: true }).fill(b.address)
    await alice.page.getByRole('button', { name: 'Find' }).click()
    await expect(alice.page.getByText(/has not set up messages yet\. Write anyway/)).toBeVisible()
    await alice.page.getByRole('textbox', { name: /^Message / }).fill(secret)
    await alice.page.getByRole('button', { name: 'Send' }).click()
    await expect(alice.page.getByRole('list', { name: /^Waiting for / })).toContainText(secret)
  })

  await test.step('bob is told someone wants to message him, and sets up messages', async () => {
    const bell = bob.page.getByRole('link', { name: /^Notifications/ })
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
    await bell.click()
    await expect(
      bob.page.getByText(/wants to message you: set up messages to read it/),
    ).toBeVisible()
    await unlockMessages(bob.page)
  })

  await test.step('alice’s Messages sends it, sealed for bob; it reaches his requests', async () => {
    await mainNavigation(alice.page).getByRole('link', { name: 'Home' }).click()
    await mainNavigation(alice.page)
      .getByRole('link', { name: /^Messages/ })
      .click()
    await expect(conversations(alice.page).getByRole('link', { name: /user_/ })).toContainText(
      secret,
    )
    const requests = conversations(bob.page).getByRole('tab', { name: 'Requests (1)' })
    await expect(requests).toBeVisible()
    await requests.click()
    await expect(conversations(bob.page).getByRole('link', { name: /user_/ })).toContainText(secret)
    // the text crossed alice's network only sealed
    const seen = await alice.network.texts()
    expect(seen.filter((body) => body.includes(secret))).toEqual([])
  })
})
