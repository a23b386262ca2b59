import { expect, type Locator, type Page } from '@playwright/test'
import { describeFocus, expectVisibleFocus, tabTo } from './keyboard.ts'

/** Focus is on something inside `dialog`. */
export async function expectFocusInside(dialog: Locator) {
  await expect
    .poll(async () =>
      (await dialog.evaluate((element) => element.contains(document.activeElement)))
        ? 'inside'
        : await describeFocus(dialog.page()),
    )
    .toBe('inside')
}

/**
 * Walks `presses` stops forwards, then as many backwards: focus never leaves the dialog and
 * is visible at every stop. `presses` should pass the number of controls, so the walk wraps.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key)
      await expectFocusInside(dialog)
      await expectVisibleFocus(page)
    }
  }
}

export type DialogCheck = {
  /** The control that opens it; reached with Tab and pressed with Enter. */
  opener: Locator
  dialog: Locator
  /** Its own way out besides Escape ("Close", "Back", …), pressed with Enter. */
  closeButton?: Locator
  presses?: number
  /** Tab presses allowed to reach the opener. */
  maxTabs?: number
  /** Reach the opener with Shift+Tab: going back up from the page's content to the header. */
  backwards?: boolean
}

/**
 * Opens the dialog from the keyboard, checks that Tab and Shift+Tab stay inside it, that
 * Escape closes it and focus goes back to the opener; then, when given, the same for its
 * close button.
 */
export async function checkDialog(page: Page, check: DialogCheck) {
  const { opener, dialog, closeButton, presses, maxTabs, backwards } = check
  await tabTo(page, opener, { max: maxTabs ?? 60, backwards })
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expectFocusInside(dialog)
  await expectFocusTrapped(page, dialog, presses)
  await page.keyboard.press('Escape')
  // gone, not only hidden: the app has taken in that it closed
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
  await expectVisibleFocus(page)
  if (!closeButton) return

  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expectFocusInside(dialog)
  await tabTo(page, closeButton)
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
  await expectVisibleFocus(page)
}
