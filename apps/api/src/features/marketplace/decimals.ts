/** A numeric column's text without trailing zeros: '12.500000000000000000' → '12.5'. */
export function trimDecimal(value: string) {
  if (!value.includes('.')) return value
  return value.replace(/0+$/, '').replace(/\.$/, '')
}

/** Today's date (UTC) as the analytics tables key it. */
export function dayOf(date: Date) {
  return date.toISOString().slice(0, 10)
}
