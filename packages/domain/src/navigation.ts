/**
 * Navigation state, its transitions and its URL form (spec §2 Routes, §3 Navigation state,
 * §4 Navigation). Pure: the web app's NavigationProvider owns the effects.
 */

export type NavigationView = 'feed' | 'community'

export const MODALS = ['postCreation', 'communityJoin', 'userProfile'] as const
export type ModalName = (typeof MODALS)[number]
export type ModalState = Record<ModalName, boolean>

export interface NavigationState {
  activeView: NavigationView
  activeCommunity: string | null
  activePost: string | null
  sidebarCollapsed: boolean
  rightSidebarVisible: boolean
  modalState: ModalState
}

/** The part of the state that lives in the URL. */
export type NavigationLocation = Pick<
  NavigationState,
  'activeView' | 'activeCommunity' | 'activePost'
>

export const NAVIGATION_CONTEXT_ERROR = 'useNavigation must be used within a NavigationProvider'
export const POST_WITHOUT_COMMUNITY_WARNING =
  'Cannot navigate to a post without a community context'

export const CLOSED_MODALS: Readonly<ModalState> = {
  postCreation: false,
  communityJoin: false,
  userProfile: false,
}

export type NavigationAction =
  | { type: 'setView'; view: NavigationView }
  | { type: 'setCommunity'; communityId: string }
  | { type: 'setPost'; postId: string | null }
  | { type: 'locationChanged'; location: NavigationLocation }
  | { type: 'setSidebarCollapsed'; collapsed: boolean }
  | { type: 'setRightSidebarVisible'; visible: boolean }
  | { type: 'viewportChanged'; isMobile: boolean; preferences: LayoutPreferences }
  | { type: 'openModal'; modal: ModalName }
  | { type: 'closeModal'; modal: ModalName }

/** The person's own layout choices, kept in their navigation preferences. */
export type LayoutPreferences = Pick<
  NavigationPreferences,
  'sidebarCollapsed' | 'rightSidebarHidden'
>

/**
 * Below the mobile breakpoint the left sidebar is collapsed and the right one hidden; above
 * it, each is as the person last chose.
 */
export function layoutForViewport(
  isMobile: boolean,
  preferences: LayoutPreferences,
): Pick<NavigationState, 'sidebarCollapsed' | 'rightSidebarVisible'> {
  return isMobile
    ? { sidebarCollapsed: true, rightSidebarVisible: false }
    : {
        sidebarCollapsed: preferences.sidebarCollapsed,
        rightSidebarVisible: !preferences.rightSidebarHidden,
      }
}

export function createNavigationState(
  location: NavigationLocation,
  isMobile: boolean,
  preferences: LayoutPreferences,
): NavigationState {
  return {
    ...location,
    ...layoutForViewport(isMobile, preferences),
    modalState: { ...CLOSED_MODALS },
  }
}

/** Whether selecting a post is possible: a post needs a community context. */
export function canSelectPost(state: NavigationState): boolean {
  return state.activeView === 'community' && state.activeCommunity !== null
}

function merge(state: NavigationState, patch: Partial<NavigationState>): NavigationState {
  const changed = (Object.keys(patch) as (keyof NavigationState)[]).some(
    (key) => patch[key] !== state[key],
  )
  return changed ? { ...state, ...patch } : state
}

export function navigationReducer(
  state: NavigationState,
  action: NavigationAction,
): NavigationState {
  switch (action.type) {
    case 'setView':
      return action.view === 'feed'
        ? merge(state, { activeView: 'feed', activeCommunity: null, activePost: null })
        : // a community view needs a community: without one there is nothing to show
          state.activeCommunity === null
          ? state
          : merge(state, { activeView: 'community' })
    case 'setCommunity':
      return merge(state, {
        activeView: 'community',
        activeCommunity: action.communityId,
        activePost: null,
      })
    case 'setPost':
      // without a community context this is a no-op (the provider logs the warning)
      if (action.postId !== null && !canSelectPost(state)) return state
      return merge(state, { activePost: action.postId })
    case 'locationChanged':
      return merge(state, action.location)
    case 'setSidebarCollapsed':
      return merge(state, { sidebarCollapsed: action.collapsed })
    case 'setRightSidebarVisible':
      return merge(state, { rightSidebarVisible: action.visible })
    case 'viewportChanged':
      return merge(state, layoutForViewport(action.isMobile, action.preferences))
    case 'openModal':
    case 'closeModal': {
      const open = action.type === 'openModal'
      if (state.modalState[action.modal] === open) return state
      return { ...state, modalState: { ...state.modalState, [action.modal]: open } }
    }
  }
}

// hand-rolled query handling: this package has no DOM or Node typings (URLSearchParams)
function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

function queryParams(search: string): Map<string, string> {
  const params = new Map<string, string>()
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue
    const [name = '', ...value] = pair.split('=')
    const key = decode(name)
    if (!params.has(key)) params.set(key, decode(value.join('=')))
  }
  return params
}

function toQuery(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&')
}

function param(params: Map<string, string>, name: string): string | null {
  const value = params.get(name)?.trim()
  return value ? value : null
}

/**
 * Reads the navigation location from a URL: `/[?post={id}]` is the feed;
 * `/?view=community&community={id}[&post={id}]` and `/dao/{id}[?post={id}]` show a community.
 * `post` selects a post in either (a link from a notification, a shared link).
 */
export function parseNavigationLocation(pathname: string, search: string): NavigationLocation {
  const params = queryParams(search)
  const dao = /^\/dao\/([^/]+)\/?$/.exec(pathname)
  const daoId = dao?.[1] ? decode(dao[1]).trim() : ''
  const community = daoId || (param(params, 'view') === 'community' && param(params, 'community'))
  const activePost = param(params, 'post')
  if (!community) return { activeView: 'feed', activeCommunity: null, activePost }
  return { activeView: 'community', activeCommunity: community, activePost }
}

/**
 * The URL for a navigation location. `style` keeps the user on the URL form they came in
 * with: `dao` for `/dao/{id}`, `query` for `/?view=community&community={id}`.
 */
export function navigationHref(location: NavigationLocation, style: 'query' | 'dao'): string {
  const post = location.activePost
  if (location.activeView === 'feed' || location.activeCommunity === null)
    return post ? `/?${toQuery({ post })}` : '/'
  if (style === 'dao') {
    const path = `/dao/${encodeURIComponent(location.activeCommunity)}`
    return post ? `${path}?${toQuery({ post })}` : path
  }
  const params: Record<string, string> = { view: 'community', community: location.activeCommunity }
  if (post) params.post = post
  return `/?${toQuery(params)}`
}

export const QUICK_ACTIONS = ['createPost', 'discoverCommunities', 'messages'] as const
export type QuickAction = (typeof QUICK_ACTIONS)[number]

export interface NavigationPreferences {
  sidebarCollapsed: boolean
  /** The person hid the right column (on screens wide enough to show it). */
  rightSidebarHidden: boolean
  autoHide: boolean
  favoriteCommunities: string[]
  quickActions: QuickAction[]
}

export const NAVIGATION_PREFERENCES_KEY = 'navigationPreferences'

export const DEFAULT_NAVIGATION_PREFERENCES: Readonly<NavigationPreferences> = {
  sidebarCollapsed: false,
  rightSidebarHidden: false,
  autoHide: false,
  favoriteCommunities: [],
  quickActions: [...QUICK_ACTIONS],
}

function defaultNavigationPreferences(): NavigationPreferences {
  return {
    ...DEFAULT_NAVIGATION_PREFERENCES,
    favoriteCommunities: [],
    quickActions: [...DEFAULT_NAVIGATION_PREFERENCES.quickActions],
  }
}

/** Stored navigation preferences; damaged or missing fields fall back to the defaults. */
export function parseNavigationPreferences(stored: string | null): NavigationPreferences {
  const defaults = defaultNavigationPreferences()
  if (stored === null) return defaults
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return defaults
  }
  if (typeof value !== 'object' || value === null) return defaults
  const v = value as Record<string, unknown>
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string' && x !== '') : null
  const favorites = strings(v.favoriteCommunities)
  const actions = strings(v.quickActions)?.filter((a): a is QuickAction =>
    (QUICK_ACTIONS as readonly string[]).includes(a),
  )
  return {
    sidebarCollapsed:
      typeof v.sidebarCollapsed === 'boolean' ? v.sidebarCollapsed : defaults.sidebarCollapsed,
    rightSidebarHidden:
      typeof v.rightSidebarHidden === 'boolean'
        ? v.rightSidebarHidden
        : defaults.rightSidebarHidden,
    autoHide: typeof v.autoHide === 'boolean' ? v.autoHide : defaults.autoHide,
    favoriteCommunities: favorites ? [...new Set(favorites)] : defaults.favoriteCommunities,
    quickActions: actions ? [...new Set(actions)] : defaults.quickActions,
  }
}

/** Adds the community to the favourites, or removes it when it is there. */
export function toggleFavoriteCommunity(
  preferences: NavigationPreferences,
  communityId: string,
): NavigationPreferences {
  const favorites = preferences.favoriteCommunities
  return {
    ...preferences,
    favoriteCommunities: favorites.includes(communityId)
      ? favorites.filter((id) => id !== communityId)
      : [...favorites, communityId],
  }
}
