import {
  COMMUNITY_ROLES,
  KYC_TIER_REQUIREMENTS,
  KYC_TIERS,
  ORDER_STATUSES,
  REPORT_TARGETS,
  ROLES,
  VOTING_SYSTEMS,
} from '@agora/domain'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { STEPS } from '../../features/marketplace/orderSteps.ts'
import { ACCOUNT_MESSAGES } from './es/accountMessages.ts'
import { COMMUNITY_MESSAGES } from './es/communityMessages.ts'
import { FIELD_MESSAGES } from './es/fieldMessages.ts'
import { MARKET_MESSAGES } from './es/marketMessages.ts'
import {
  COMMUNITY_ROLE,
  KYC_DOCUMENT,
  KYC_TIER,
  ORDER_PARTY,
  ORDER_STATUS,
  ORDER_STEP,
  PLATFORM_ROLE,
  REPORT_TARGET,
  VOTING_SYSTEM,
} from './es/vocabulary.ts'
import { ZOD_MESSAGES } from './es/zodPatterns.ts'
import { es } from './es.ts'
import { translateMessage } from './translateError.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])

describe('the Spanish catalogue', () => {
  it('names in each translation only the values its English message has', () => {
    const wrong = es.patterns.filter(
      ({ en, translated, values }) =>
        !placeholders(translated).every((name) => placeholders(en).includes(name)) ||
        !Object.keys(values).every((name) => placeholders(en).includes(name)),
    )
    expect(wrong.map((p) => p.en)).toEqual([])
  })

  it('gives each English message one Spanish, in one of its lists', () => {
    const lists = [ACCOUNT_MESSAGES, COMMUNITY_MESSAGES, MARKET_MESSAGES, FIELD_MESSAGES]
    const keys = [...lists, ZOD_MESSAGES].flatMap((list) => Object.keys(list))
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([])
  })

  it('speaks to people with tú, never usted', () => {
    const spanish = [...Object.values(es.messages), ...es.patterns.map((p) => p.translated)]
    const formal =
      /\b(usted|ustedes|vuelva|inicie|intente|pida|revise|elija|indique|vincule|únase|suba|adjunte|envíe|configure|firme|valore|cuente)\b/i
    expect(spanish.filter((text) => formal.test(text))).toEqual([])
  })

  it('has a word for each value the domain can put into a message', () => {
    const missing = (words: Record<string, string>, values: readonly string[]) =>
      values.filter((value) => !Object.hasOwn(words, value))
    const steps = Object.values(STEPS)
    expect(missing(ORDER_STATUS, ORDER_STATUSES)).toEqual([])
    expect(
      missing(
        ORDER_STEP,
        steps.map((step) => step.event),
      ),
    ).toEqual([])
    expect(
      missing(
        ORDER_PARTY,
        steps.flatMap((step) => [step.by].flat()),
      ),
    ).toEqual([])
    expect(missing(PLATFORM_ROLE, ROLES)).toEqual([])
    expect(missing(COMMUNITY_ROLE, COMMUNITY_ROLES)).toEqual([])
    expect(missing(KYC_TIER, KYC_TIERS)).toEqual([])
    const requirements = Object.values(KYC_TIER_REQUIREMENTS).flat()
    expect(
      missing(
        KYC_DOCUMENT,
        requirements.map((r) => r.replaceAll('_', ' ')),
      ),
    ).toEqual([])
    expect(missing(REPORT_TARGET, REPORT_TARGETS)).toEqual([])
    expect(missing(VOTING_SYSTEM, VOTING_SYSTEMS)).toEqual([])
  })

  it('translates the messages zod itself gives for the checks the schemas use', () => {
    const schema = z
      .object({
        name: z.string().min(3).max(5),
        empty: z.string().min(1),
        count: z.number().int().positive().max(10),
        kind: z.enum(['post', 'comment']),
        exact: z.literal('basic'),
        id: z.uuid(),
        at: z.iso.datetime(),
        link: z.url(),
        tags: z.array(z.string()).max(1),
        missing: z.string(),
        step: z.number().multipleOf(5),
      })
      .strict()
    const result = schema.safeParse({
      name: 'a-very-long-name',
      empty: '',
      count: 10.5,
      kind: 'listing',
      exact: 'other',
      id: 'not-a-uuid',
      at: 'yesterday',
      link: 'not a url',
      tags: ['a', 'b'],
      step: 7,
      extra: true,
    })
    const messages = result.error?.issues.map((issue) => issue.message) ?? []
    expect(messages.length).toBeGreaterThanOrEqual(12)
    expect(messages.filter((message) => translateMessage(message, 'es') === null)).toEqual([])
    expect(translateMessage('Too big: expected string to have <=5 characters', 'es')).toBe(
      'Demasiado largo: debe tener como máximo 5 caracteres',
    )
  })
})
