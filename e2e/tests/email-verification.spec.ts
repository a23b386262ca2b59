import { checkEveryWay, seriousViolations } from '../support/axe.ts'
import { lastMailTo, linkIn } from '../support/mailbox.ts'
import { expect, newUser, test } from '../support/social.ts'

// Notification e-mail goes only to a verified address: a person adds one on their account
// page, is told it is not verified (and why, beside the e-mail switches), then opens the link
// the server e-mailed (read from the test server's log transport) and sees it verified.

test('a person adds an e-mail address, opens the link from the e-mail and sees it verified', async ({
  openAs,
  request,
}) => {
  const person = await newUser(request)
  const email = `verify.${Date.now().toString(36)}@agora.test`
  const page = await openAs(person, '/account')
  const section = page.getByRole('region', { name: 'E-mail address' })
  await expect(section.getByText('No e-mail address yet.')).toBeVisible()
  await section.getByRole('button', { name: 'Add e-mail' }).click()
  await section.getByLabel('New e-mail address').fill(email)
  await section.getByRole('button', { name: 'Save and send link' }).click()
  await expect(section.getByText(`Saved. We sent a verification link to ${email}.`)).toBeVisible()
  await expect(section.getByText(email, { exact: true })).toBeVisible()
  await expect(section.getByText('Not verified', { exact: true })).toBeVisible()
  await checkEveryWay(page, 'account with an unverified e-mail address')

  // the e-mail switches are kept, and say why nothing is e-mailed yet
  await page.getByRole('link', { name: 'Appearance and privacy' }).click()
  const notifications = page.getByRole('region', { name: 'Notifications' })
  await expect(notifications.getByText('E-mail goes only to a verified address.')).toBeVisible()
  await expect(
    notifications.getByRole('columnheader', { name: 'E-mail' }),
  ).toHaveAccessibleDescription(/E-mail goes only to a verified address/)

  const mail = await lastMailTo(email, '/verify-email?token=')
  expect(mail.subject).toBe('Confirm your e-mail address for Agora')
  const link = new URL(linkIn(mail))
  // the link from the e-mail opens in the browser, as a click in a mail client would
  await page.goto(`${link.pathname}${link.search}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
  ).toBeVisible()
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible()
  await expect(page).toHaveTitle('Confirm your e-mail address · Agora')
  // still at phone width, where checkEveryWay left the page
  expect(await seriousViolations(page), 'verify page, phone').toEqual([])

  await page.getByRole('link', { name: 'Go to your account' }).click()
  await expect(section.getByText('Verified', { exact: true })).toBeVisible()
  await expect(section.getByRole('button', { name: 'Send verification e-mail' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Appearance and privacy' }).click()
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('table')).toBeVisible()
  await expect(page.getByText('E-mail goes only to a verified address.')).toHaveCount(0)
})
