import { REACTION_TYPES } from '@agora/domain'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makePost, renderSocial } from '../feed/test/socialTestUtils.tsx'
import { ReactionBar } from './ReactionBar.tsx'

describe('ReactionBar', () => {
  it('draws every reaction as an SVG named by its button, never as an emoji character', () => {
    renderSocial(<ReactionBar post={makePost({ reactions: { fire: 2 } })} />)
    const buttons = screen.getAllByRole('button')
    expect(buttons).toHaveLength(REACTION_TYPES.length)
    expect(screen.getByRole('button', { name: 'Fire, 2' })).toBeTruthy()
    for (const button of buttons) {
      expect(button.querySelector('svg[aria-hidden="true"] path')).not.toBeNull()
      expect(button.textContent).toMatch(/^\d*$/)
    }
  })
})
