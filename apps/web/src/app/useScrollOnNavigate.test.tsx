// @own-modules: the document's first page, before any other test rendered one
import { act, render } from '@testing-library/react'
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { useScrollOnNavigate } from './useScrollOnNavigate.ts'

let navigate: NavigateFunction = () => {}

function Page() {
  useScrollOnNavigate()
  navigate = useNavigate()
  return null
}

describe('useScrollOnNavigate', () => {
  it('leaves the first page where it is, and brings a page back to its spot on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    render(
      <MemoryRouter initialEntries={['/']}>
        <Page />
      </MemoryRouter>,
    )
    // a document starts at the top: scrolling there would only force a layout before its paint
    expect(scrollTo).not.toHaveBeenCalled()

    await act(async () => navigate('/market'))
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)

    // back on the feed (a POP, no longer the first page): to where it was left, the top here
    scrollTo.mockClear()
    await act(async () => navigate(-1))
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })
})
