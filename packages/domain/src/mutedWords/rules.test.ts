import { describe, expect, it } from 'vitest'
import { hasRepeatedMutedWord, mutedWordMatcher } from './rules.ts'

const word = (text: string, tagsOnly = false) => ({ text, tagsOnly })

describe('mutedWordMatcher', () => {
  it('matches a whole word in any case, with punctuation around it', () => {
    const matches = mutedWordMatcher([word('cat')])
    expect(matches('My CAT sleeps')).toEqual(word('cat'))
    expect(matches('cat')).toEqual(word('cat'))
    expect(matches('(Cat!)')).toEqual(word('cat'))
    expect(matches('a #cat picture')).toEqual(word('cat'))
  })

  it('does not match inside a longer word', () => {
    const matches = mutedWordMatcher([word('cat')])
    expect(matches('cats and concat')).toBeNull()
    expect(matches('cat_lover')).toBeNull()
    expect(matches('cat2')).toBeNull()
  })

  it('reads letters of any script as parts of a word', () => {
    const matches = mutedWordMatcher([word('café')])
    expect(matches('Un CAFÉ, por favor')).toEqual(word('café'))
    expect(matches('cafés')).toBeNull()
    // composed and decomposed é are the same word
    expect(matches('un cafe\u0301 solo')).toEqual(word('café'))
    expect(mutedWordMatcher([word('ñu')])('el ñu corre')).toEqual(word('ñu'))
    expect(mutedWordMatcher([word('ñu')])('añu')).toBeNull()
    expect(mutedWordMatcher([word('привет')])('ПРИВЕТ мир')).toEqual(word('привет'))
  })

  it('matches a phrase and treats pattern characters as text', () => {
    expect(mutedWordMatcher([word('spoiler alert')])('Spoiler Alert: he dies')).not.toBeNull()
    expect(mutedWordMatcher([word('c++')])('I write C++ daily')).not.toBeNull()
    expect(mutedWordMatcher([word('a.b')])('axb')).toBeNull()
  })

  it('matches a tags-only word only as a #tag', () => {
    const matches = mutedWordMatcher([word('eth', true)])
    expect(matches('buying #ETH today')).toEqual(word('eth', true))
    expect(matches('buying eth today')).toBeNull()
    expect(matches('#ethereum')).toBeNull()
  })

  it('ignores a leading # on the muted word', () => {
    expect(mutedWordMatcher([word('#eth', true)])('#eth')).not.toBeNull()
    expect(mutedWordMatcher([word('#eth')])('eth')).not.toBeNull()
  })

  it('answers null without words or text', () => {
    expect(mutedWordMatcher([])('anything')).toBeNull()
    expect(mutedWordMatcher([word('cat')])('')).toBeNull()
  })
})

describe('hasRepeatedMutedWord', () => {
  it('sees the same word in another case or with a #', () => {
    expect(hasRepeatedMutedWord([word('Cat'), word('cat', true)])).toBe(true)
    expect(hasRepeatedMutedWord([word('#cat'), word('cat')])).toBe(true)
    expect(hasRepeatedMutedWord([word('cat'), word('dog')])).toBe(false)
  })
})
