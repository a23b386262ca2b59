import { expect } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { openConnectedTab } from '../support/connectedTab.ts'
import { test } from '../support/fixtures.ts'
import { publishMessagingKey, unlockMessages } from '../support/messaging.ts'
import { bearer, signInThroughApi } from '../support/session.ts'

// Writing to someone starts with their name: the To field suggests people as one types their
// @handle or name, and choosing one opens the message to them.

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the To field suggests people by handle or name, by keyboard or pointer (${viewport.width} px)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const stem = `m${Date.now().toString(36)}`
    const handle = `${stem}_rosa`
    const rosaKey = generatePrivateKey()
    const rosa = await signInThroughApi(request, rosaKey)
    const renamed = await request.put(`/api/users/${rosa.address}`, {
      headers: bearer(rosa.token),
      data: { handle, displayName: 'Rosa Marsh' },
    })
    expect(renamed.ok(), await renamed.text()).toBe(true)
    await publishMessagingKey(request, rosa, rosaKey)

    const { page } = await openConnectedTab(browser, baseURL as string, generatePrivateKey(), {
      viewport,
    })
    await unlockMessages(page)
    await page.getByRole('link', { name: 'New message' }).click()
    const to = page.getByRole('combobox', { name: 'To', exact: true })
    await to.fill(`@${stem}`)
    const suggestions = page.getByRole('listbox', { name: 'People who match' })
    // their name, handle and shortened address: enough to tell two Rosas apart
    const short = `${rosa.address.slice(0, 4)}…${rosa.address.slice(-4)}`.toLowerCase()
    await expect(suggestions.getByRole('option')).toHaveText([`Rosa Marsh@${handle} · ${short}`])
    await to.press('ArrowDown')
    await expect(suggestions.getByRole('option')).toHaveAttribute('aria-selected', 'true')
    await to.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/messages/new\\?to=%40${handle}$`))
    await expect(suggestions).toBeHidden()
    await expect(page.getByRole('textbox', { name: `Message @${handle}` })).toBeEnabled()

    // by name, with the pointer
    await to.fill('Rosa Mar')
    await suggestions.getByRole('option', { name: new RegExp(handle) }).click()
    await expect(to).toHaveValue(`@${handle}`)
  })
}
