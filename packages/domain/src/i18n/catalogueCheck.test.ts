import { describe, expect, it } from 'vitest'
import { argumentsOf, checkCatalogue, describeProblem } from './catalogueCheck.ts'

describe('argumentsOf', () => {
  it('finds plain and formatted arguments, not the words of plural branches', () => {
    expect(argumentsOf('{count, plural, one {# post by {name}} other {# posts}}')).toEqual([
      'count',
      'name',
    ])
    expect(argumentsOf("You're offline")).toEqual([])
    expect(argumentsOf('{count, plural, one {view} other {views}}')).toEqual(['count'])
    expect(argumentsOf('{role, select, admin {an admin} other {a member}}')).toEqual(['role'])
  })
})

describe('checkCatalogue', () => {
  const english = { feed: { empty: 'Nothing yet', count: '{count} posts' } }

  it('passes a complete translation', () => {
    const spanish = { feed: { empty: 'Nada todavía', count: '{count} publicaciones' } }
    expect(checkCatalogue(english, 'es', spanish)).toEqual([])
  })

  it('names a missing key, an extra key and a dropped placeholder', () => {
    const spanish = { feed: { count: 'publicaciones', stray: 'x' } }
    const problems = checkCatalogue(english, 'es', spanish).map(describeProblem)
    expect(problems).toEqual([
      'es: feed.empty is missing (English has it)',
      'es: feed.count uses {}, English uses {count}',
      'es: feed.stray is not in English',
    ])
  })

  it('names a message that is not valid ICU', () => {
    const spanish = { feed: { empty: 'Nada', count: '{count, plural, one {x}' } }
    expect(checkCatalogue(english, 'es', spanish).map(describeProblem)).toEqual([
      'es: feed.count is not valid ICU: Unexpected message end at line 1 col 24:',
    ])
  })

  it('treats a missing namespace as every key missing', () => {
    expect(checkCatalogue(english, 'es', {})).toHaveLength(2)
  })
})
