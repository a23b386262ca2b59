import { describe, expect, it } from 'vitest'
import { hashtagsIn, mentionsIn, postTextParts } from './postText.ts'

describe('postTextParts', () => {
  it('splits out hashtags and mentions and keeps every character', () => {
    const text = 'Hi @Ada_L, see #Solidity and #web3!'
    const parts = postTextParts(text)
    expect(parts).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', text: '@Ada_L', handle: 'ada_l' },
      { kind: 'text', text: ', see ' },
      { kind: 'hashtag', text: '#Solidity', tag: 'solidity' },
      { kind: 'text', text: ' and ' },
      { kind: 'hashtag', text: '#web3', tag: 'web3' },
      { kind: 'text', text: '!' },
    ])
    expect(parts.map((part) => part.text).join('')).toBe(text)
  })

  it('leaves e-mail addresses, anchors, numbers and short handles as text', () => {
    for (const text of [
      'mail a@bob.com',
      'page#3',
      'issue #42',
      'hi @al',
      'x.#tag',
      'https://x.io/#top',
    ])
      expect(postTextParts(text).every((part) => part.kind === 'text')).toBe(true)
  })

  it('reads tags in any script', () => {
    expect(hashtagsIn('#Café #東京 #café')).toEqual(['café', '東京'])
  })
})

describe('hashtagsIn and mentionsIn', () => {
  it('are distinct, in order, and tags are capped at ten', () => {
    const many = Array.from({ length: 12 }, (_, i) => `#t${String.fromCharCode(97 + i)}`).join(' ')
    expect(hashtagsIn(many)).toHaveLength(10)
    expect(mentionsIn('@bob and @ada, again @Bob')).toEqual(['bob', 'ada'])
  })
})
