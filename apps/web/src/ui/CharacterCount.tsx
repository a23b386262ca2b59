import './forms.css'

/** "12 / 60", in the danger colour once over: input is never cut, the count shows the excess. */
export function CharacterCount({
  id,
  length,
  limit,
}: {
  id?: string
  length: number
  limit: number
}) {
  return (
    <span id={id} className="char-count" data-over={length > limit || undefined}>
      {length} / {limit}
    </span>
  )
}
