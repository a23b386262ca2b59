type HappyDomWindow = { happyDOM: { setViewport(viewport: { width: number }): void } }

/** Gives the test page a window `width` px wide: media queries then answer for it, as in a browser. */
export function setViewportWidth(width: number) {
  ;(window as unknown as HappyDomWindow).happyDOM.setViewport({ width })
}
