import { ACCOUNT_MESSAGES } from './es/accountMessages.ts'
import { COMMUNITY_MESSAGES } from './es/communityMessages.ts'
import { EMAIL_VERIFICATION_MESSAGES } from './es/emailVerificationMessages.ts'
import { FIELD_MESSAGES, FIELD_PATTERNS } from './es/fieldMessages.ts'
import { GROUP_MESSAGES, GROUP_PATTERNS } from './es/groupMessages.ts'
import { KYC_MESSAGES } from './es/kycMessages.ts'
import { LINK_SAFETY_PATTERNS } from './es/linkSafetyMessages.ts'
import { MARKET_MESSAGES } from './es/marketMessages.ts'
import { messagesWithValues } from './es/messagesWithValues.ts'
import { NOTIFICATION_MESSAGES } from './es/notificationMessages.ts'
import { ZOD_MESSAGES, ZOD_PATTERNS } from './es/zodPatterns.ts'
import { applyPatterns, type Catalogue, type MessagePattern } from './messagePatterns.ts'

/** Spanish, with tú: every error message people can see, English text → Spanish. */
const messages: Readonly<Record<string, string>> = {
  ...ACCOUNT_MESSAGES,
  ...EMAIL_VERIFICATION_MESSAGES,
  ...COMMUNITY_MESSAGES,
  ...MARKET_MESSAGES,
  ...KYC_MESSAGES,
  ...NOTIFICATION_MESSAGES,
  ...GROUP_MESSAGES,
  ...FIELD_MESSAGES,
  ...ZOD_MESSAGES,
}

const translate = (english: string): string | null =>
  Object.hasOwn(messages, english)
    ? (messages[english] as string)
    : applyPatterns(patterns, english)

const patterns: readonly MessagePattern[] = [
  ...messagesWithValues(translate),
  ...GROUP_PATTERNS,
  ...LINK_SAFETY_PATTERNS,
  ...FIELD_PATTERNS,
  ...ZOD_PATTERNS,
]

export const es: Catalogue = { messages, patterns, summaryPrefix: 'Solicitud no válida: ' }
