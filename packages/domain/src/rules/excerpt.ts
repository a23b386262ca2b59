/** The start of `text`, at most `max` characters (whole code points), with an ellipsis when cut. */
export function excerpt(text: string, max: number) {
  const chars = Array.from(text.trim())
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
}
