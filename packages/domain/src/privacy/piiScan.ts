import { opaqueValueSpans } from './opaqueValues.ts'
import {
  type Candidate,
  candidates,
  PII_POLICY,
  PII_SEVERITY,
  type PiiSeverity,
  type PiiType,
} from './piiPatterns.ts'

/** Spec §3 personal-data finding. */
export type PiiFinding = {
  type: PiiType
  /** offset of the first character in the scanned text */
  position: number
  severity: PiiSeverity
  /** the value as it may be shown or kept */
  redacted: string
}

const RANK: Record<PiiSeverity, number> = { low: 0, medium: 1, high: 2, critical: 3 }

/**
 * Finds personal data in text (spec §5). Where detections overlap, the more severe one wins
 * (a card number is not also a phone number), then the longer. In JSON, the values of keys
 * that hold keys, ciphertext or paging cursors are not read (see OPAQUE_JSON_KEYS).
 */
export function scanText(text: string): PiiFinding[] {
  return locate(text).map(({ finding }) => finding)
}

function locate(text: string): { finding: PiiFinding; end: number }[] {
  const opaque = opaqueValueSpans(text)
  const ranked = candidates(text)
    .filter(({ start, end }) => !opaque.some((span) => span.start <= start && end <= span.end))
    .sort(
      (a, b) =>
        RANK[PII_SEVERITY[b.type]] - RANK[PII_SEVERITY[a.type]] ||
        b.end - b.start - (a.end - a.start),
    )
  const kept: Candidate[] = []
  for (const candidate of ranked) {
    if (kept.some((other) => candidate.start < other.end && other.start < candidate.end)) continue
    kept.push(candidate)
  }
  return kept
    .sort((a, b) => a.start - b.start)
    .map(({ type, start, end }) => ({
      end,
      finding: {
        type,
        position: start,
        severity: PII_SEVERITY[type],
        redacted: redact(type, text.slice(start, end)),
      },
    }))
}

/** A JSON body is scanned as the text it is sent as. */
export function scanJson(value: unknown): PiiFinding[] {
  return scanText(JSON.stringify(value) ?? '')
}

export type CacheDecision =
  | { cacheable: false; findings: PiiFinding[] }
  | { cacheable: true; findings: PiiFinding[]; text: string }

/**
 * What may be cached of a body: nothing when it holds a critical finding, otherwise the text
 * with each finding treated per PII_POLICY.
 */
export function prepareForCache(text: string): CacheDecision {
  const located = locate(text)
  const findings = located.map(({ finding }) => finding)
  if (findings.some((finding) => finding.severity === 'critical')) {
    return { cacheable: false, findings }
  }
  let result = ''
  let at = 0
  for (const { finding, end } of located) {
    result +=
      text.slice(at, finding.position) + replacement(finding, text.slice(finding.position, end))
    at = end
  }
  return { cacheable: true, findings, text: result + text.slice(at) }
}

function replacement(finding: PiiFinding, original: string) {
  const policy = PII_POLICY[finding.type as keyof typeof PII_POLICY]
  if (policy === 'keep') return original
  if (policy === 'remove') return '[removed]'
  if (policy === 'hash') return `${finding.type}#${fnv1a(original.replace(/\D/g, ''))}`
  return finding.redacted
}

function redact(type: PiiType, value: string) {
  switch (type) {
    case 'email': {
      const [local = '', domain = ''] = value.split('@')
      const dot = domain.lastIndexOf('.')
      return `${local[0]}***@${domain[0]}***${domain.slice(dot)}`
    }
    case 'card_number':
      return `**** **** **** ${value.replace(/\D/g, '').slice(-4)}`
    case 'phone':
      return `***${value.replace(/\D/g, '').slice(-2)}`
    case 'wallet_address':
      return `${value.slice(0, 6)}…${value.slice(-4)}`
    case 'ip_address':
      return '[ip]'
    default:
      return `[${type}]`
  }
}

/** A short, stable, non-cryptographic digest (FNV-1a, 32 bits) as hex. */
function fnv1a(text: string) {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}
