import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { adminToken, E2E_ADMIN } from '../support/admin.ts'
import { seriousViolations } from '../support/axe.ts'
import { collectConsoleErrors } from '../support/consoleErrors.ts'
import { test } from '../support/fixtures.ts'
import { DOCUMENT_PNG } from '../support/kyc.ts'
import { bearer, signInThroughApi, useSession } from '../support/session.ts'
import { hardhatAccount1Key } from '../support/wallet.ts'

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

test('a member sends a picture of their passport, the admin sees it and approves, the member downloads an attestation the admin later revokes', async ({
  page,
  browser,
  request,
}) => {
  const member = await signInThroughApi(request, generatePrivateKey())
  const errors = collectConsoleErrors(page)
  await useSession(page, member.token)
  await page.goto('/account')
  await page.getByRole('main').getByRole('link', { name: 'Identity verification' }).click()
  await page.getByLabel('Document number').fill('P-000111')
  await page.getByLabel('Picture of the document').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: DOCUMENT_PNG,
  })
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Verification pending')).toBeVisible()

  // the admin, in a browser of their own: the picture through their short-lived link
  const adminPage = await (await browser.newContext()).newPage()
  const adminErrors = collectConsoleErrors(adminPage)
  await useSession(adminPage, await adminToken(request))
  await adminPage.goto('/admin/kyc')
  const card = adminPage.getByRole('listitem').filter({ hasText: `@${member.user.handle}` })
  await expect(card).toContainText('P-000111')
  await card.getByRole('button', { name: 'Show the pictures' }).click()
  const picture = card.getByRole('img', { name: `Passport of @${member.user.handle}` })
  await expect(picture).toBeVisible()
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  expect(await seriousViolations(adminPage)).toEqual([])
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(adminPage.getByText(`@${member.user.handle} is verified`)).toBeVisible()
  await expect(card).toHaveCount(0)

  // back to the member's account and into verification again: verified, with a portable proof
  await page.goBack()
  await page.getByRole('main').getByRole('link', { name: 'Identity verification' }).click()
  await expect(page.getByText('Your identity is verified.')).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download attestation' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('agora-attestation.json')
  const attestation = JSON.parse(await readFile((await download.path()) as string, 'utf8'))
  const verified = await request.post('/api/kyc/attestations/verify', { data: { attestation } })
  expect(await verified.json()).toMatchObject({
    valid: true,
    revoked: false,
    tier: 'basic',
    subject: member.address,
  })

  // a forged passport found later: the admin withdraws the verification, the attestation turns revoked
  await adminPage
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Users' })
    .click()
  await adminPage.getByLabel('Search users').fill(member.user.handle)
  const row = adminPage.getByRole('listitem').filter({ hasText: `@${member.user.handle}` })
  await row
    .getByRole('button', { name: `Withdraw the verification of @${member.user.handle}` })
    .click()
  const dialog = adminPage.getByRole('dialog')
  await dialog.getByLabel('Reason').fill('The passport was reported stolen')
  expect(await seriousViolations(adminPage)).toEqual([])
  await dialog.getByRole('button', { name: 'Withdraw verification' }).click()
  await expect(
    adminPage.getByText(`@${member.user.handle}'s verification was withdrawn`),
  ).toBeVisible()
  const revoked = await request.post('/api/kyc/attestations/verify', { data: { attestation } })
  expect(await revoked.json()).toMatchObject({ valid: false, revoked: true })
  expect(adminErrors).toEqual([])
  await adminPage.context().close()
  expect(errors).toEqual([])
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
