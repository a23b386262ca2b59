/** The web-vitals metrics a browser reports (spec §3 user-experience metrics). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type VitalName = (typeof VITAL_NAMES)[number]

export const MAX_VITALS_PER_REPORT = 10
