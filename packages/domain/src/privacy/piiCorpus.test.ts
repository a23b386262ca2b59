import { describe, expect, it } from 'vitest'
import corpus from './corpus/piiCorpus.json' with { type: 'json' }
import { scoreCorpus } from './corpus/scoreCorpus.ts'
import { scanText } from './piiScan.ts'

const CRITICAL = ['national_id', 'card_number', 'private_key', 'api_key']

describe('the personal-data corpus', () => {
  const result = scoreCorpus()

  it('holds at least 200 varied samples, positives and look-alikes', () => {
    expect(result.samples).toBeGreaterThanOrEqual(200)
    expect(corpus.samples.filter((sample) => sample.types.length === 0).length).toBeGreaterThan(60)
  })

  it('finds every critical finding (recall 100 %)', () => {
    expect(result.misses.filter((miss) => CRITICAL.includes(miss.type))).toEqual([])
  })

  it('flags no transaction hash, order id or order number', () => {
    const ids = corpus.samples.filter((sample) =>
      ['tx hash', 'order id', 'order number'].includes(sample.note),
    )
    expect(ids.length).toBeGreaterThan(30)
    expect(ids.filter((sample) => scanText(sample.text).length > 0)).toEqual([])
  })

  it('keeps precision and recall of every type at 95 % or better', () => {
    for (const score of result.byType) {
      expect(score.precision, `${score.type} precision`).toBeGreaterThanOrEqual(0.95)
      expect(score.recall, `${score.type} recall`).toBeGreaterThanOrEqual(0.95)
    }
  })
})
