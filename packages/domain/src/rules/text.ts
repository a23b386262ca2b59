/**
 * Characters that reorder the text around them (embeddings, overrides, isolates and marks):
 * in a name they let one person's text reverse what the page says next to it.
 */
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/

export function hasBidiControls(text: string) {
  return BIDI_CONTROLS.test(text)
}
