const rules = new Intl.PluralRules('en')

/** "1 comment", "2 comments": the noun agrees with the count. */
export function countOf(count: number, one: string, other = `${one}s`) {
  return `${count} ${rules.select(count) === 'one' ? one : other}`
}

/** The noun alone, for a count shown next to it (" comment" after "1"). */
export function nounFor(count: number, one: string, other = `${one}s`) {
  return rules.select(count) === 'one' ? one : other
}
