import { PII_TYPES, type PiiType } from '../piiPatterns.ts'
import { scanText } from '../piiScan.ts'
import corpus from './piiCorpus.json' with { type: 'json' }

export type CorpusSample = { text: string; types: string[]; note: string }
export type TypeScore = {
  type: PiiType
  truePositives: number
  falsePositives: number
  falseNegatives: number
  precision: number
  recall: number
}

/** Runs the scanner over the kept corpus: per type, what it found, missed and wrongly flagged. */
export function scoreCorpus(samples: CorpusSample[] = corpus.samples) {
  const scores = new Map<PiiType, { tp: number; fp: number; fn: number }>(
    PII_TYPES.map((type) => [type, { tp: 0, fp: 0, fn: 0 }]),
  )
  const falsePositives: { sample: CorpusSample; type: PiiType }[] = []
  const misses: { sample: CorpusSample; type: string }[] = []
  for (const sample of samples) {
    const found = new Set(scanText(sample.text).map((finding) => finding.type))
    for (const type of PII_TYPES) {
      const expected = sample.types.includes(type)
      const score = scores.get(type)
      if (!score) continue
      if (expected && found.has(type)) score.tp += 1
      else if (expected) {
        score.fn += 1
        misses.push({ sample, type })
      } else if (found.has(type)) {
        score.fp += 1
        falsePositives.push({ sample, type })
      }
    }
  }
  const byType: TypeScore[] = [...scores].map(([type, { tp, fp, fn }]) => ({
    type,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
  }))
  return { samples: samples.length, byType, falsePositives, misses }
}
