import { describe, expect, it } from 'vitest'
import { designTokenVariables } from './applyDesignTokens.ts'

describe('design tokens as CSS variables', () => {
  it('exposes the spec timings, layers, gradients and glows', () => {
    const vars = designTokenVariables()
    expect(vars).toMatchObject({
      '--ripple-duration': '600ms',
      '--card-animation': '0.3s',
      '--badge-stagger': '0.1s',
      '--shimmer-normal': '1.5s',
      '--shimmer-slow': '2.5s',
      '--shimmer-fast': '1s',
      '--breakpoint-xs': '320px',
      '--breakpoint-2xl': '1536px',
    })
    expect(vars['--z-modal-backdrop']).toBeDefined()
    expect(vars['--gradient-primary']).toContain('linear-gradient')
    expect(Object.keys(vars).filter((name) => name.startsWith('--glow-'))).toEqual([
      '--glow-standard',
      '--glow-premium',
      '--glow-dao',
    ])
  })
})
