import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Icon } from './Icon.tsx'

function classOf(element: React.ReactElement) {
  const { container, unmount } = render(element)
  const value = container.querySelector('svg')?.getAttribute('class') ?? null
  unmount()
  return value
}

describe('Icon', () => {
  it('marks the icons that point along the text, to be mirrored right to left', () => {
    expect(classOf(<Icon name="arrowLeft" />)).toBe('icon--directional')
    expect(classOf(<Icon name="chevronRight" className="pager__next" />)).toBe(
      'icon--directional pager__next',
    )
  })

  it('leaves icons without a direction as they are', () => {
    expect(classOf(<Icon name="search" />)).toBeNull()
    expect(classOf(<Icon name="check" className="done" />)).toBe('done')
  })
})
