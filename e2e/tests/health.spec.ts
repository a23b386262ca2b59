import { expect } from '@playwright/test'
import { test } from '../support/fixtures.ts'

test('a client route boots the app in the browser', async ({ page }) => {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  const response = await page.goto('/dao/anything')
  expect(response?.status()).toBe(200)
  await expect(page.locator('#root')).not.toBeEmpty()
  expect(errors).toEqual([])
})
