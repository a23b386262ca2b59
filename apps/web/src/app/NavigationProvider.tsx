import {
  canSelectPost,
  createNavigationState,
  type NavigationAction,
  type NavigationPreferences,
  type NavigationState,
  navigationHref,
  navigationReducer,
  POST_WITHOUT_COMMUNITY_WARNING,
  parseNavigationLocation,
  toggleFavoriteCommunity,
} from '@agora/domain'
import {
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react'
import { useLocation, useNavigate } from 'react-router'
import { NavigationContext, type NavigationContextValue } from '../lib/NavigationContext.ts'
import { loadNavigationPreferences, saveNavigationPreferences } from '../lib/preferences.ts'
import { isMobileViewport, useIsMobile } from '../lib/useIsMobile.ts'

/**
 * Navigation state (spec §3): the view, community and post live in the URL (`/`,
 * `/?view=community&community=…&post=…`, `/dao/…?post=…`); the layout and modal state live
 * here. Transitions go through the pure navigationReducer; URL changes are shallow
 * client-side navigations, so nothing remounts.
 */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const location = useLocation()
  const navigate = useNavigate()
  const isMobile = useIsMobile()
  const [preferences, setPreferences] = useState(loadNavigationPreferences)
  const preferencesRef = useRef(preferences)
  preferencesRef.current = preferences

  const urlLocation = useMemo(
    () => parseNavigationLocation(location.pathname, location.search),
    [location.pathname, location.search],
  )
  const [reduced, dispatch] = useReducer(navigationReducer, undefined, () =>
    createNavigationState(urlLocation, isMobileViewport(), preferences),
  )
  // the URL is the source of truth for where the user is (back/forward, shared links)
  const state: NavigationState = useMemo(
    () => ({ ...reduced, ...urlLocation }),
    [reduced, urlLocation],
  )
  const stateRef = useRef(state)
  stateRef.current = state
  const hrefStyle = location.pathname.startsWith('/dao/') ? 'dao' : 'query'

  useLayoutEffect(() => {
    dispatch({ type: 'locationChanged', location: urlLocation })
  }, [urlLocation])

  useLayoutEffect(() => {
    dispatch({
      type: 'viewportChanged',
      isMobile,
      preferences: preferencesRef.current,
    })
  }, [isMobile])

  const updatePreferences = useCallback(
    (change: (p: NavigationPreferences) => NavigationPreferences) => {
      setPreferences((current) => {
        const next = change(current)
        saveNavigationPreferences(next)
        return next
      })
    },
    [],
  )

  const go = useCallback(
    (action: NavigationAction) => {
      const current = stateRef.current
      const next = navigationReducer(current, action)
      if (next === current) return
      dispatch(action)
      const href = navigationHref(next, hrefStyle)
      if (href !== `${location.pathname}${location.search}`) navigate(href)
    },
    [hrefStyle, location.pathname, location.search, navigate],
  )

  const value = useMemo<NavigationContextValue>(() => {
    const setSidebarCollapsed = (collapsed: boolean) => {
      dispatch({ type: 'setSidebarCollapsed', collapsed })
      // on mobile the sidebar is collapsed by the layout rule, not by choice: keep the choice
      if (!isMobile) updatePreferences((p) => ({ ...p, sidebarCollapsed: collapsed }))
    }
    return {
      ...state,
      preferences,
      isMobile,
      setView: (view) => go({ type: 'setView', view }),
      setCommunity: (communityId) => go({ type: 'setCommunity', communityId }),
      navigateToPost: (postId) => {
        if (postId !== null && !canSelectPost(stateRef.current)) {
          console.warn(POST_WITHOUT_COMMUNITY_WARNING)
          return
        }
        go({ type: 'setPost', postId })
      },
      setSidebarCollapsed,
      toggleSidebar: () => setSidebarCollapsed(!state.sidebarCollapsed),
      setRightSidebarVisible: (visible) => {
        dispatch({ type: 'setRightSidebarVisible', visible })
        // as for the left sidebar, a phone's layout rule is not the person's choice
        if (!isMobile) updatePreferences((p) => ({ ...p, rightSidebarHidden: !visible }))
      },
      openModal: (modal) => dispatch({ type: 'openModal', modal }),
      closeModal: (modal) => dispatch({ type: 'closeModal', modal }),
      toggleFavoriteCommunity: (communityId) =>
        updatePreferences((p) => toggleFavoriteCommunity(p, communityId)),
    }
  }, [state, preferences, isMobile, go, updatePreferences])

  return <NavigationContext value={value}>{children}</NavigationContext>
}
