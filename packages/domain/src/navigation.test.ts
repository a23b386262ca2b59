import { describe, expect, it } from 'vitest'
import {
  createNavigationState,
  DEFAULT_NAVIGATION_PREFERENCES,
  type NavigationState,
  navigationHref,
  navigationReducer,
  parseNavigationLocation,
  parseNavigationPreferences,
  toggleFavoriteCommunity,
} from './navigation.ts'

const feed = createNavigationState(
  { activeView: 'feed', activeCommunity: null, activePost: null },
  false,
  { sidebarCollapsed: false, rightSidebarHidden: false },
)
const inCommunity: NavigationState = {
  ...feed,
  activeView: 'community',
  activeCommunity: 'dao-1',
  activePost: 'post-9',
}

describe('navigationReducer', () => {
  it('clears the community and post when the view is set to feed', () => {
    const next = navigationReducer(inCommunity, { type: 'setView', view: 'feed' })
    expect(next).toMatchObject({ activeView: 'feed', activeCommunity: null, activePost: null })
  })

  it('switches to the community view and clears the post when a community is set', () => {
    const next = navigationReducer(inCommunity, { type: 'setCommunity', communityId: 'dao-2' })
    expect(next).toMatchObject({
      activeView: 'community',
      activeCommunity: 'dao-2',
      activePost: null,
    })
  })

  it('does nothing when a post is selected without a community', () => {
    expect(navigationReducer(feed, { type: 'setPost', postId: 'post-1' })).toBe(feed)
  })

  it('selects and clears a post inside a community', () => {
    const withPost = navigationReducer(
      { ...inCommunity, activePost: null },
      { type: 'setPost', postId: 'p' },
    )
    expect(withPost.activePost).toBe('p')
    expect(navigationReducer(withPost, { type: 'setPost', postId: null }).activePost).toBeNull()
  })

  it('keeps the community view only when there is a community', () => {
    expect(navigationReducer(feed, { type: 'setView', view: 'community' })).toBe(feed)
  })

  it('collapses the left sidebar and hides the right one on mobile', () => {
    const mobile = navigationReducer(feed, {
      type: 'viewportChanged',
      isMobile: true,
      preferences: { sidebarCollapsed: false, rightSidebarHidden: false },
    })
    expect(mobile).toMatchObject({ sidebarCollapsed: true, rightSidebarVisible: false })
    const desktop = navigationReducer(mobile, {
      type: 'viewportChanged',
      isMobile: false,
      preferences: { sidebarCollapsed: false, rightSidebarHidden: false },
    })
    expect(desktop).toMatchObject({ sidebarCollapsed: false, rightSidebarVisible: true })
  })

  it('keeps the right column hidden on a wide screen when the person hid it', () => {
    const desktop = navigationReducer(feed, {
      type: 'viewportChanged',
      isMobile: false,
      preferences: { sidebarCollapsed: true, rightSidebarHidden: true },
    })
    expect(desktop).toMatchObject({ sidebarCollapsed: true, rightSidebarVisible: false })
  })

  it('opens and closes the tracked modals', () => {
    const open = navigationReducer(feed, { type: 'openModal', modal: 'postCreation' })
    expect(open.modalState).toEqual({
      postCreation: true,
      communityJoin: false,
      userProfile: false,
    })
    const closed = navigationReducer(open, { type: 'closeModal', modal: 'postCreation' })
    expect(closed.modalState.postCreation).toBe(false)
  })

  it('returns the same state object when nothing changes', () => {
    expect(
      navigationReducer(feed, {
        type: 'locationChanged',
        location: { activeView: 'feed', activeCommunity: null, activePost: null },
      }),
    ).toBe(feed)
  })
})

describe('navigation URLs', () => {
  it('reads the feed, the query form and the /dao form', () => {
    expect(parseNavigationLocation('/', '')).toEqual({
      activeView: 'feed',
      activeCommunity: null,
      activePost: null,
    })
    expect(parseNavigationLocation('/', '?view=community&community=abc&post=7')).toEqual({
      activeView: 'community',
      activeCommunity: 'abc',
      activePost: '7',
    })
    expect(parseNavigationLocation('/dao/my%20dao', '?post=3')).toEqual({
      activeView: 'community',
      activeCommunity: 'my dao',
      activePost: '3',
    })
  })

  it('decodes + and percent escapes in the query', () => {
    expect(parseNavigationLocation('/', '?view=community&community=a+b%2Fc').activeCommunity).toBe(
      'a b/c',
    )
    expect(parseNavigationLocation('/', '?view=community&community=%E0%A4%A').activeCommunity).toBe(
      '%E0%A4%A',
    )
  })

  it('selects a post on the feed too, as a link from a notification does', () => {
    expect(parseNavigationLocation('/', '?post=p-7')).toEqual({
      activeView: 'feed',
      activeCommunity: null,
      activePost: 'p-7',
    })
    expect(parseNavigationLocation('/', '?feed=trending&post=%20')).toMatchObject({
      activePost: null,
    })
    const selected = { activeView: 'feed', activeCommunity: null, activePost: 'p 7' } as const
    expect(navigationHref(selected, 'query')).toBe('/?post=p%207')
    expect(parseNavigationLocation('/', '?post=p%207')).toEqual(selected)
  })

  it('shows the feed when the community parameter is missing', () => {
    expect(parseNavigationLocation('/', '?view=community').activeView).toBe('feed')
    expect(parseNavigationLocation('/', '?community=x').activeView).toBe('feed')
  })

  it('builds URLs in the style the user came in with', () => {
    const location = { activeView: 'community', activeCommunity: 'a b', activePost: 'p' } as const
    expect(navigationHref(location, 'query')).toBe('/?view=community&community=a%20b&post=p')
    expect(navigationHref(location, 'dao')).toBe('/dao/a%20b?post=p')
    // the feed has no /dao form: it keeps only its selected post
    expect(navigationHref({ ...location, activeView: 'feed' }, 'dao')).toBe('/?post=p')
    expect(navigationHref({ ...location, activeView: 'feed', activePost: null }, 'dao')).toBe('/')
  })

  it('round-trips through the parser', () => {
    const location = { activeView: 'community', activeCommunity: 'x/y', activePost: null } as const
    for (const style of ['query', 'dao'] as const) {
      const [pathname = '', search = ''] = navigationHref(location, style).split('?')
      expect(parseNavigationLocation(pathname, search)).toEqual(location)
    }
  })
})

describe('navigation preferences', () => {
  it('defaults to the three quick actions', () => {
    expect(parseNavigationPreferences(null)).toEqual({
      sidebarCollapsed: false,
      rightSidebarHidden: false,
      autoHide: false,
      favoriteCommunities: [],
      quickActions: ['createPost', 'discoverCommunities', 'messages'],
    })
  })

  it('recovers from damaged storage', () => {
    expect(parseNavigationPreferences('}{')).toEqual(DEFAULT_NAVIGATION_PREFERENCES)
    expect(
      parseNavigationPreferences(
        JSON.stringify({
          sidebarCollapsed: 'yes',
          rightSidebarHidden: 1,
          favoriteCommunities: [1, 'a', 'a'],
          quickActions: ['fly'],
        }),
      ),
    ).toEqual({ ...DEFAULT_NAVIGATION_PREFERENCES, favoriteCommunities: ['a'], quickActions: [] })
  })

  it('toggles a favourite community', () => {
    const added = toggleFavoriteCommunity(parseNavigationPreferences(null), 'dao-1')
    expect(added.favoriteCommunities).toEqual(['dao-1'])
    expect(toggleFavoriteCommunity(added, 'dao-1').favoriteCommunities).toEqual([])
  })
})
