import { isLocale, LOCALES, type Locale, SOURCE_LOCALE } from '@agora/domain'
import { type I18n, setupI18n } from '@lingui/core'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { users } from '../../db/schema/users.ts'
import { DELIVERY_MESSAGES, type DeliveryMessageId } from './deliveryMessages.ts'

export type DeliveryTexts = (
  id: DeliveryMessageId,
  values?: Record<string, string | number>,
) => string

// compiled once at start-up: a message that is not valid ICU stops the server there
const catalogues = new Map<Locale, I18n>(
  LOCALES.map((locale) => {
    const messages = Object.fromEntries(
      Object.entries(DELIVERY_MESSAGES[locale]).map(([id, text]) => [
        id,
        compileMessageOrThrow(text),
      ]),
    )
    return [locale, setupI18n({ locale, messages: { [locale]: messages } })]
  }),
)

/** The push and e-mail texts in one language. */
export function deliveryTextsIn(locale: Locale): DeliveryTexts {
  const i18n = catalogues.get(locale) ?? catalogues.get(SOURCE_LOCALE)
  if (!i18n) throw new Error('no delivery texts in the source language')
  return (id, values) => i18n._(id, values)
}

/**
 * The language a person reads their push and e-mail in: the one they chose in their
 * preferences, English when they follow their browser's (the server does not know it then).
 */
export async function recipientLocale(ctx: AppContext, userId: string): Promise<Locale> {
  const [user] = await ctx.db
    .select({ preferences: users.preferences })
    .from(users)
    .where(eq(users.id, userId))
  const locale = (user?.preferences as { locale?: unknown } | undefined)?.locale
  return isLocale(locale) ? locale : SOURCE_LOCALE
}

export async function deliveryTextsFor(ctx: AppContext, userId: string) {
  return deliveryTextsIn(await recipientLocale(ctx, userId))
}
