import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as domain from '@agora/domain'
import { describe, expect, it } from 'vitest'
import {
  type FoundMessage,
  readSourceFiles,
  scanDefaultMessages,
  scanDomainMessages,
  scanErrorProperties,
  scanThrownMessages,
} from './scanErrorMessages.ts'
import { translateMessage } from './translateError.ts'

const apiSrc = path.resolve(import.meta.dirname, '../..')
const domainSrc = path.resolve(import.meta.dirname, '../../../../../packages/domain/src')

/** AppError and every class of the domain that extends it. */
const ERROR_CLASSES = Object.entries(domain)
  .filter(
    ([, value]) =>
      typeof value === 'function' &&
      (value === domain.AppError || value.prototype instanceof domain.AppError),
  )
  .map(([name]) => name)

/** Messages that reach a throw from another file, where the scanner does not follow them. */
const PASSED_IN = [
  // proposals/votes.ts gives walletSignatureMatches its own `unavailableMessage`
  'Cannot reach the chain to verify this smart wallet’s vote. Please try again shortly.',
  // auth/loginThrottle.ts: `${policy.refusal ?? 'Too many failed attempts.'} Try again in …`
  'Too many failed attempts.',
  'Too many reset requests.',
]

/** Message arguments the scanner cannot read, and where their messages are checked instead. */
const KNOWN_INDIRECT = [
  // the parameter's default is read; the messages callers pass are in PASSED_IN
  'features/auth/walletSignatures.ts: unavailableMessage',
  // a consent refusal rethrown with the person it names: its message is read where thrown
  'features/groups/groupRules.ts: error . message',
  // priceProblem() and choiceProblem(): domain `*Problem` rules, read with the domain
  'features/marketplace/listings.ts: problem',
  'features/offers/offers.ts: problem',
  'features/proposals/votes.ts: problem',
]

// answered on the raw socket before any header is read: there is no language to follow
const RAW_SOCKET_FILES = ['http/frameworkErrors.ts']

const apiFiles = readSourceFiles(apiSrc)
const thrown = scanThrownMessages(apiFiles, ERROR_CLASSES)

/** Where a message has no Spanish; a template's `{}` stands for any value. */
function untranslated(found: readonly FoundMessage[]) {
  return found
    .filter(({ message }) => translateMessage(message, 'es') === null)
    .map(({ file, line, message }) => `${file}:${line} ${message}`)
}

describe('every error message people can see has Spanish', () => {
  it('finds the messages, literal and templated, that it checks', () => {
    const messages = thrown.found.map((found) => found.message)
    expect(ERROR_CLASSES).toEqual(expect.arrayContaining(['AppError', 'NotFoundError']))
    expect(messages.length).toBeGreaterThan(150)
    expect(messages).toEqual(
      expect.arrayContaining([
        'No such listing',
        'Chain {} is not supported',
        'The e-mail or password is wrong.',
        'The signature does not match this wallet',
      ]),
    )
  })

  it('for each message thrown in apps/api/src', () => {
    expect(untranslated(thrown.found)).toEqual([])
  })

  it('for each message the error handlers write themselves', () => {
    const http = apiFiles.filter(
      ({ file }) => file.startsWith('http/') && !RAW_SOCKET_FILES.includes(file),
    )
    const written = scanErrorProperties(http)
    expect(written.map((found) => found.message)).toContain('Body is not valid JSON')
    expect(untranslated(written)).toEqual([])
  })

  it('for the default messages of the error classes', () => {
    const file = path.join(domainSrc, 'errors.ts')
    const defaults = scanDefaultMessages({ file, source: readFileSync(file, 'utf8') })
    expect(defaults.map((found) => found.message)).toContain('Not authenticated')
    expect(untranslated(defaults)).toEqual([])
  })

  it('for the field messages of the domain schemas and rules', () => {
    const fields = scanDomainMessages(readSourceFiles(domainSrc))
    expect(fields.map((found) => found.message)).toEqual(
      expect.arrayContaining([
        'must be at most {} characters',
        'must not be above the maximum price',
      ]),
    )
    expect(untranslated(fields)).toEqual([])
  })

  it('for the messages passed in from another file', () => {
    expect(PASSED_IN.filter((message) => translateMessage(message, 'es') === null)).toEqual([])
  })

  it('reads every message argument but the ones it knows it cannot', () => {
    const indirect = thrown.indirect.map(({ file, argument }) => `${file}: ${argument}`)
    expect([...new Set(indirect)].sort()).toEqual(KNOWN_INDIRECT)
  })
})
