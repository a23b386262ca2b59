import { expect, type Page } from '@playwright/test'
import { E2E_ADMIN } from '../support/admin.ts'
import { collectConsoleErrors } from '../support/consoleErrors.ts'
import { test } from '../support/fixtures.ts'
import { bearer, signInThroughApi, useSession } from '../support/session.ts'
import { hardhatAccount1Key, hardhatAccount2Key } from '../support/wallet.ts'

async function adminLogin(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible()
}

test('an admin suspends a user, whose next request is refused', async ({ page, request }) => {
  const errors = collectConsoleErrors(page)
  const member = await signInThroughApi(request, hardhatAccount1Key)
  expect((await request.get('/api/auth/me', { headers: bearer(member.token) })).status()).toBe(200)

  await adminLogin(page)
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByLabel('Search users').fill(member.user.handle)
  // the search has settled once the admin's own row is filtered out
  await expect(page.getByRole('main').getByText('@admin_admin')).toHaveCount(0)
  const row = page.getByRole('listitem').filter({ hasText: `@${member.user.handle}` })
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: `Suspend @${member.user.handle}` }).click()
  await row.getByRole('button', { name: 'Confirm suspension' }).click()
  await expect(page.getByText(`@${member.user.handle} is suspended`)).toBeVisible()
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible()

  const refused = await request.get('/api/auth/me', { headers: bearer(member.token) })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({ success: false, code: 'ACCOUNT_SUSPENDED' })

  await page.getByRole('link', { name: 'Audit log' }).click()
  await expect(page.getByRole('table')).toContainText(member.user.id.slice(0, 8))
  expect(errors).toEqual([])
})

test('an admin rejects a verification with a reason the member then sees', async ({
  page,
  browser,
  request,
}) => {
  const member = await signInThroughApi(request, hardhatAccount2Key)
  const submitted = await request.post('/api/auth/kyc/initiate', {
    headers: bearer(member.token),
    data: {
      tier: 'basic',
      documents: [{ type: 'passport', reference: 'P-000111', country: 'DE' }],
    },
  })
  expect(submitted.status()).toBe(201)

  await adminLogin(page)
  await page.getByRole('link', { name: 'Verifications' }).click()
  const card = page.getByRole('listitem').filter({ hasText: `@${member.user.handle}` })
  await expect(card).toContainText('P-000111')
  await card.getByRole('button', { name: 'Reject…' }).click()
  await card
    .getByLabel(`Reason for @${member.user.handle}`)
    .fill('The passport number is unreadable')
  await card.getByRole('button', { name: 'Reject', exact: true }).click()
  await expect(page.getByText(`@${member.user.handle}'s verification was rejected`)).toBeVisible()
  await expect(card).toHaveCount(0)

  const memberPage = await (await browser.newContext()).newPage()
  await useSession(memberPage, member.token)
  await memberPage.goto('/account/verification')
  await expect(memberPage.getByText('Verification rejected')).toBeVisible()
  await expect(memberPage.getByText('The passport number is unreadable')).toBeVisible()
  await memberPage.context().close()
})

test('a wrong admin password is refused in the words of the normal login', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill('definitely-not-it')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is wrong.')
  await expect(page).toHaveURL(/\/admin\/login$/)
})

test('with the server unreachable, the admin sign-in says so', async ({ page }) => {
  const errors = collectConsoleErrors(page, [/ERR_FAILED/])
  await page.route('**/api/auth/admin/login', (route) => route.abort())
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Network error occurred')
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect(errors).toEqual([])
})
