import { generatedHandle, isGeneratedHandle } from '@agora/domain'
import type { Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { collectConsoleErrors } from '../support/consoleErrors.ts'
import { bearer, signInThroughApi } from '../support/session.ts'
import { apiAs, expect, newUser, test, tinyPng } from '../support/social.ts'

const welcome = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Agora' })
const suffix = () => Math.random().toString(36).slice(2, 8)

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a new wallet user chooses a handle, a name, a picture and a bio in the welcome step (${viewport.width} px)`, async ({
    openAs,
    request,
  }) => {
    const person = await signInThroughApi(request, generatePrivateKey(), { welcome: true })
    // the address's start (0x and 4 hex digits), longer only when another wallet took that one
    const generated = person.user.handle
    expect(isGeneratedHandle(generated)).toBe(true)
    expect(generated.startsWith(generatedHandle(person.address))).toBe(true)
    expect(person.address.toLowerCase().startsWith(generated.slice('user_'.length))).toBe(true)
    const post = await apiAs<{ id: string }>(request, person, 'post', '/api/posts', {
      content: `first words ${suffix()}`,
    })
    const someone = await newUser(request)
    const takenHandle = `taken_${suffix()}`
    await apiAs(request, someone, 'put', `/api/users/${someone.address}`, { handle: takenHandle })

    const page = await openAs(person, '/', viewport)
    // the server refuses the taken handle with 409, which the browser logs
    const errors = collectConsoleErrors(page, [/status of 409/])
    const dialog = welcome(page)
    await expect(dialog).toBeVisible()
    const handle = dialog.getByLabel('Handle')
    await expect(handle).toHaveValue(person.user.handle)
    const fits = await dialog.evaluate((element) => element.getBoundingClientRect().right)
    expect(fits).toBeLessThanOrEqual(viewport.width)

    await test.step('the handle is checked as it is typed, with the registration rule', async () => {
      await handle.fill('no spaces!')
      await expect(
        dialog.getByText('Handle must be 3–30 characters of a–z, 0–9 and _'),
      ).toBeVisible()
      await expect(handle).toHaveAttribute('aria-invalid', 'true')
    })

    await test.step('a handle someone holds is refused at the field', async () => {
      await handle.fill(takenHandle)
      await expect(handle).not.toHaveAttribute('aria-invalid', 'true')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await expect(dialog.getByText('This handle is taken')).toBeVisible()
      await expect(handle).toBeFocused()
    })

    const chosen = `maria_${suffix()}`
    await test.step('a free handle, a display name and an uploaded picture are saved', async () => {
      await handle.fill(chosen)
      await dialog.getByLabel('Display name').fill('Maria Keller')
      await dialog.getByLabel('Bio').fill('I paint harbours.')
      await dialog
        .getByLabel('Picture', { exact: true })
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng })
      await expect(dialog.getByRole('img', { name: 'Your picture' })).toHaveAttribute(
        'src',
        /^blob:/,
      )
      await dialog.getByRole('button', { name: 'Save' }).click()
      await expect(dialog).toHaveCount(0)
    })

    await test.step('the header and their post show the new name and picture at once', async () => {
      const menu = page.getByRole('button', {
        name: `Account menu for Maria Keller (@${chosen})`,
      })
      await expect(menu.locator('img')).toHaveAttribute('src', /^\/api\/media\//)
      if (viewport.width >= 768) await expect(menu).toContainText('Maria Keller')
      const article = page.locator(`[data-post-id="${post.id}"]`)
      // the name leads to their page, at the handle they chose
      await expect(
        article.getByRole('link', { name: 'Maria Keller', exact: true }),
      ).toHaveAttribute('href', `/users/${chosen}`)
      await expect(article.locator('header')).toContainText(`@${chosen}`)
      await expect(article.locator('img.avatar')).toHaveAttribute('src', /^\/api\/media\//)
    })

    await test.step('their page shows the bio', async () => {
      await page.goto(`/users/${chosen}`)
      await expect(page.getByRole('main').getByText('I paint harbours.')).toBeVisible()
    })

    const me = await request.get('/api/auth/me', { headers: bearer(person.token) })
    expect((await me.json()).user).toMatchObject({
      handle: chosen,
      displayName: 'Maria Keller',
      bio: 'I paint harbours.',
      avatar: expect.stringMatching(/^\/api\/media\//),
    })
    expect(errors).toEqual([])
  })

  test(`skipping the welcome step keeps it closed after a reload (${viewport.width} px)`, async ({
    openAs,
    request,
  }) => {
    const person = await signInThroughApi(request, generatePrivateKey(), { welcome: true })
    const page = await openAs(person, '/', viewport)
    const errors = collectConsoleErrors(page)
    await expect(welcome(page)).toBeVisible()
    await welcome(page).getByRole('button', { name: 'Skip for now' }).click()
    await expect(welcome(page)).toHaveCount(0)
    await expect(
      page.getByRole('button', { name: `Account menu for @${person.user.handle}` }),
    ).toBeVisible()

    // kept with the account, so another browser of theirs does not ask either
    await expect
      .poll(async () => {
        const me = await request.get('/api/auth/me', { headers: bearer(person.token) })
        return (await me.json()).user.preferences.welcomeDismissed
      })
      .toBe(true)
    await page.reload()
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
    await page.getByRole('button', { name: `Account menu for @${person.user.handle}` }).click()
    await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible()
    await expect(welcome(page)).toHaveCount(0)

    const elsewhere = await openAs(person, '/', viewport)
    await elsewhere.getByRole('button', { name: `Account menu for @${person.user.handle}` }).click()
    await expect(elsewhere.getByRole('menuitem', { name: 'Account' })).toBeVisible()
    await expect(welcome(elsewhere)).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test(`the account page edits the handle, display name and bio with the same form (${viewport.width} px)`, async ({
    openAs,
    request,
  }) => {
    const person = await newUser(request)
    const page = await openAs(person, '/account', viewport)
    const errors = collectConsoleErrors(page)
    await expect(page.getByRole('heading', { name: `@${person.user.handle}` })).toBeVisible()
    await page.getByRole('button', { name: 'Edit profile' }).click()
    const form = page.getByRole('region', { name: 'Edit profile' })
    const chosen = `ana_${suffix()}`
    await form.getByLabel('Handle').fill(chosen)
    await form.getByLabel('Display name').fill('Ana Lima')
    const bio = form.getByLabel('Bio')
    await bio.fill('x'.repeat(301))
    await form.getByRole('button', { name: 'Save' }).click()
    // one character over the limit: said at the field, and nothing is sent
    await expect(bio).toBeFocused()
    await expect(form.getByText('Use at most 300 characters (1 too many)')).toBeVisible()
    await bio.fill('Sailor, then baker.')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Profile saved')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Ana Lima' })).toBeVisible()
    await expect(page.getByText(`@${chosen}`, { exact: true })).toBeVisible()
    await expect(
      page.getByRole('button', { name: `Account menu for Ana Lima (@${chosen})` }),
    ).toBeVisible()
    // the form opens again with the bio saved
    await page.getByRole('button', { name: 'Edit profile' }).click()
    await expect(form.getByLabel('Bio')).toHaveValue('Sailor, then baker.')
    expect(errors).toEqual([])
  })
}
