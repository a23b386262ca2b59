export const PREFERS_DARK = '(prefers-color-scheme: dark)'
export const PREFERS_REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
