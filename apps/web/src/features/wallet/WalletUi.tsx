import '@rainbow-me/rainbowkit/styles.css'
import { ensureContrast, type Locale } from '@agora/domain'
import {
  type AuthenticationStatus,
  type AvatarComponent,
  darkTheme,
  lightTheme,
  RainbowKitAuthenticationProvider,
  RainbowKitProvider,
  type Locale as WalletLocale,
} from '@rainbow-me/rainbowkit'
import { useMemo } from 'react'
import { createPortal } from 'react-dom'
import { activeLocale } from '../../i18n/i18n.ts'
import { useIsMobile } from '../../lib/useIsMobile.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { useAppearance } from '../../ui/useAppearance.ts'
import { useAuth } from '../auth/useAuth.ts'
import { ModalRegistrar } from './ModalRegistrar.tsx'
import { RecentTransactionsBridge } from './RecentTransactionsBridge.tsx'
import { useAutoLogin } from './useAutoLogin.ts'
import { useWalletAuthAdapter } from './useWalletAuthAdapter.ts'
import { WalletButton } from './WalletButton.tsx'
import { useWalletKitBridge } from './WalletKitContext.ts'

/** RainbowKit's texts in the page's language (each loaded on first use, never precached). */
const WALLET_LOCALES: Record<Locale, WalletLocale> = {
  en: 'en-US',
  es: 'es-419',
  fr: 'fr-FR',
  de: 'de-DE',
  'pt-BR': 'pt-BR',
  ar: 'ar-AR',
}

/** RainbowKit's picture of a wallet: the signed-in person's own avatar when it is their wallet. */
const WalletAvatar: AvatarComponent = ({ address, ensImage, size }) => {
  const { user } = useAuth()
  const mine = user?.address?.toLowerCase() === address.toLowerCase()
  const shown = user && mine ? user : { address, handle: address, avatar: ensImage ?? null }
  return <Avatar user={shown} size={size} />
}

/** What RainbowKit's sign-in modal should do: nothing while a session loads or auto-login runs. */
function authenticationStatus(
  status: 'loading' | 'authenticated' | 'unauthenticated',
  autoLoginPending: boolean,
): AuthenticationStatus {
  if (status !== 'unauthenticated') return status
  return autoLoginPending ? 'loading' : 'unauthenticated'
}

/**
 * RainbowKit (connect, sign-in, account and chain modals), auto-login and the header's
 * wallet button. Loaded lazily, rendered once `Web3Provider` has built wagmi.
 */
export function WalletUi() {
  const { buttonSlot } = useWalletKitBridge()
  const { status } = useAuth()
  const { preferences, resolvedTheme } = useAppearance()
  const isMobile = useIsMobile()
  const autoLogin = useAutoLogin()
  const adapter = useWalletAuthAdapter()

  const theme = useMemo(() => {
    const makeTheme = resolvedTheme === 'dark' ? darkTheme : lightTheme
    return makeTheme({
      // white button text stays at WCAG AA whichever accent is picked
      accentColor: ensureContrast(preferences.accentColor, '#ffffff'),
      accentColorForeground: '#ffffff',
      borderRadius: 'large',
      overlayBlur: 'small',
    })
  }, [resolvedTheme, preferences.accentColor])

  return (
    <RainbowKitAuthenticationProvider
      adapter={adapter}
      status={authenticationStatus(status, autoLogin.pending)}
    >
      <RainbowKitProvider
        appInfo={{ appName: 'Agora' }}
        locale={WALLET_LOCALES[activeLocale()]}
        avatar={WalletAvatar}
        modalSize={isMobile ? 'compact' : 'wide'}
        theme={theme}
        showRecentTransactions
      >
        <ModalRegistrar />
        <RecentTransactionsBridge />
        {buttonSlot && createPortal(<WalletButton signingIn={autoLogin.pending} />, buttonSlot)}
      </RainbowKitProvider>
    </RainbowKitAuthenticationProvider>
  )
}
