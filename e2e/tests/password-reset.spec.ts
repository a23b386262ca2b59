import { expect } from '@playwright/test'
import { collectConsoleErrors } from '../support/consoleErrors.ts'
import { test } from '../support/fixtures.ts'
import { lastMailTo, linkIn } from '../support/mailbox.ts'
import { bearer, useSession } from '../support/session.ts'

const uniqueHandle = (prefix: string) => `${prefix}_${Date.now().toString(36)}`

test('a forgotten password is reset through the e-mailed link, then logs in', async ({ page }) => {
  // five page visits and three argon2 hashes on a shared machine
  test.setTimeout(90_000)
  // the refused old password below is answered 401, which the browser logs
  const errors = collectConsoleErrors(page, [/status of 401 .*\/api\/auth\/login\)$/])
  const handle = uniqueHandle('grace')
  const email = `${handle}@agora.test`

  await page.goto('/register')
  await page.getByLabel('Handle').fill(handle)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill('the first password')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  // the log-in form has an E-mail field too, and stays on screen until the next page's code
  // has loaded: the address goes in once the reset form is there
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toContainText(`If an account uses ${email}`)

  const mail = await lastMailTo(email, '/reset-password?token=')
  expect(mail.subject).toBe('Reset your Agora password')
  const link = new URL(linkIn(mail))
  expect(link.pathname).toBe('/reset-password')
  await page.goto(`${link.pathname}${link.search}`)

  const newPassword = page.getByLabel('New password')
  await newPassword.fill('short')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(newPassword).toBeFocused()
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Use at least 10 characters')).toBeVisible()
  await newPassword.fill('the second password')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('Password changed. Log in with your new password.')).toBeVisible()

  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill('the first password')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is wrong.')
  await page.getByLabel('Password').fill('the second password')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText(`Signed in as @${handle}`)).toBeVisible()
  await expect(page.getByRole('button', { name: `Account menu for @${handle}` })).toBeVisible()

  // the link works once
  await page.goto(`${link.pathname}${link.search}`)
  await page.getByLabel('New password').fill('a third password')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link was already used. Ask for a new one.',
  )
  expect(errors.filter((error) => !/status of 410/.test(error))).toEqual([])
})

test('create community: a name over the limit and a taken name are shown at the field, with focus on it', async ({
  page,
  request,
}) => {
  const handle = uniqueHandle('ada')
  const registered = await request.post('/api/auth/register', {
    data: { handle, email: `${handle}@agora.test`, password: 'correct horse battery' },
  })
  expect(registered.status()).toBe(201)
  const { token } = (await registered.json()) as { token: string }
  const takenName = `Taken ${handle}`
  const created = await request.post('/api/communities', {
    headers: bearer(token),
    data: { name: takenName, description: 'Already here.' },
  })
  expect(created.status()).toBe(201)

  await useSession(page, token)
  await page.goto('/?tab=communities')
  await page.getByRole('button', { name: 'Create community' }).click()
  const name = page.getByLabel('Name')
  await name.fill('x'.repeat(61))
  // nothing is cut: the count goes over and says so at once
  await expect(name).toHaveValue('x'.repeat(61))
  await expect(page.getByText('61 / 60')).toBeVisible()
  await expect(page.getByText('Use at most 60 characters (1 too many)')).toBeVisible()
  await page.getByLabel('Description').fill('Growing things under the moon.')
  await page.getByRole('button', { name: 'Create community' }).click()
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')

  await name.fill(takenName)
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('button', { name: 'Create community' }).click()
  await expect(page.getByText('A community with this name exists')).toBeVisible()
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription(/A community with this name exists/)
})
