import { act, render, renderHook, screen } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NavigationContextValue } from '../lib/NavigationContext.ts'
import { useNavigation } from '../lib/useNavigation.ts'
import { setViewportWidth } from '../test/viewport.ts'
import { NavigationProvider } from './NavigationProvider.tsx'

let navigation: NavigationContextValue
let url = ''

function Probe() {
  navigation = useNavigation()
  const location = useLocation()
  url = location.pathname + location.search
  return null
}

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <NavigationProvider>
        <Probe />
      </NavigationProvider>
    </MemoryRouter>,
  )
}

function resizeTo(width: number) {
  act(() => {
    setViewportWidth(width)
  })
}

beforeEach(() => {
  setViewportWidth(1280)
})
afterEach(() => vi.restoreAllMocks())

describe('NavigationProvider', () => {
  it('throws the spec message when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useNavigation())).toThrow(
      'useNavigation must be used within a NavigationProvider',
    )
  })

  it('shows the feed at / with the default layout and closed modals', () => {
    renderAt('/')
    expect(navigation).toMatchObject({
      activeView: 'feed',
      activeCommunity: null,
      activePost: null,
      sidebarCollapsed: false,
      rightSidebarVisible: true,
      modalState: { postCreation: false, communityJoin: false, userProfile: false },
    })
  })

  it('reads a community and post from either URL form', () => {
    renderAt('/?view=community&community=dao-1&post=p-1')
    expect(navigation).toMatchObject({
      activeView: 'community',
      activeCommunity: 'dao-1',
      activePost: 'p-1',
    })
  })

  it('reads a post selected on the feed, and closes it back to the plain feed', () => {
    renderAt('/?post=p-3')
    expect(navigation).toMatchObject({ activeView: 'feed', activePost: 'p-3' })
    act(() => navigation.navigateToPost(null))
    expect(url).toBe('/')
    expect(navigation.activePost).toBeNull()
  })

  it('switches to a community, clearing the post, and back to the feed', () => {
    renderAt('/?view=community&community=dao-1&post=p-1')
    act(() => navigation.setCommunity('dao-2'))
    expect(url).toBe('/?view=community&community=dao-2')
    expect(navigation).toMatchObject({ activeCommunity: 'dao-2', activePost: null })
    act(() => navigation.setView('feed'))
    expect(url).toBe('/')
    expect(navigation).toMatchObject({ activeView: 'feed', activeCommunity: null })
  })

  it('keeps the /dao form when selecting a post there', () => {
    renderAt('/dao/dao-1')
    act(() => navigation.navigateToPost('p-9'))
    expect(url).toBe('/dao/dao-1?post=p-9')
    expect(navigation.activePost).toBe('p-9')
  })

  it('only warns when asked for a post without a community', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderAt('/')
    act(() => navigation.navigateToPost('p-1'))
    expect(warn).toHaveBeenCalledOnce()
    expect(url).toBe('/')
    expect(navigation.activePost).toBeNull()
  })

  it('tracks the modals', () => {
    renderAt('/')
    act(() => navigation.openModal('communityJoin'))
    expect(navigation.modalState.communityJoin).toBe(true)
    act(() => navigation.closeModal('communityJoin'))
    expect(navigation.modalState.communityJoin).toBe(false)
  })

  it('stores the sidebar choice and favourites in navigationPreferences', () => {
    renderAt('/')
    act(() => navigation.toggleSidebar())
    act(() => navigation.toggleFavoriteCommunity('dao-1'))
    expect(navigation.sidebarCollapsed).toBe(true)
    expect(JSON.parse(localStorage.getItem('navigationPreferences') ?? '')).toEqual({
      sidebarCollapsed: true,
      rightSidebarHidden: false,
      autoHide: false,
      favoriteCommunities: ['dao-1'],
      quickActions: ['createPost', 'discoverCommunities', 'messages'],
    })
  })

  it('remembers a hidden right column, and a wide screen keeps it hidden', () => {
    renderAt('/')
    act(() => navigation.setRightSidebarVisible(false))
    expect(navigation.rightSidebarVisible).toBe(false)
    expect(JSON.parse(localStorage.getItem('navigationPreferences') ?? '')).toMatchObject({
      rightSidebarHidden: true,
    })
    resizeTo(767)
    resizeTo(1280)
    expect(navigation.rightSidebarVisible).toBe(false)
    act(() => navigation.setRightSidebarVisible(true))
    expect(navigation.rightSidebarVisible).toBe(true)
  })

  it('collapses the left sidebar and hides the right one below 768 px, live', () => {
    renderAt('/')
    resizeTo(767)
    expect(navigation).toMatchObject({ sidebarCollapsed: true, rightSidebarVisible: false })
    resizeTo(768)
    expect(navigation).toMatchObject({ sidebarCollapsed: false, rightSidebarVisible: true })
  })

  it('starts collapsed on a narrow window without remembering that as a choice', () => {
    setViewportWidth(375)
    renderAt('/')
    expect(navigation).toMatchObject({ sidebarCollapsed: true, rightSidebarVisible: false })
    expect(localStorage.getItem('navigationPreferences')).toBeNull()
  })
})

function Page() {
  return <p>community: {useNavigation().activeCommunity}</p>
}

describe('shallow navigation', () => {
  it('updates the URL without remounting what is on the page', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <NavigationProvider>
          <Probe />
          <Page />
        </NavigationProvider>
      </MemoryRouter>,
    )
    const before = screen.getByText(/community:/)
    act(() => navigation.setCommunity('dao-5'))
    expect(url).toBe('/?view=community&community=dao-5')
    expect(screen.getByText(/community:/)).toBe(before)
    expect(before.textContent).toBe('community: dao-5')
  })
})
