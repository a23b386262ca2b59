import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { BrowserRouter } from 'react-router'
import { AppearanceSync } from '../features/account/AppearanceSync.tsx'
import { AuthProvider } from '../features/auth/AuthProvider.tsx'
import { WalletUiHost } from '../features/wallet/WalletUiHost.tsx'
import { Web3Provider } from '../features/wallet/Web3Provider.tsx'
import { LocaleBoundary } from '../i18n/LocaleBoundary.tsx'
import { createQueryClient } from '../lib/queryClient.ts'
import { AppearanceProvider } from '../ui/AppearanceProvider.tsx'
import { AppErrorBoundary } from './AppErrorBoundary.tsx'
import { NavigationProvider } from './NavigationProvider.tsx'
import { Shell } from './Shell.tsx'
import { ToastProvider } from './ToastProvider.tsx'

export function App() {
  const [queryClient] = useState(createQueryClient)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  // nothing is visible until the client has mounted (spec §2 App shell)
  if (!mounted) return null

  return (
    <QueryClientProvider client={queryClient}>
      <AppearanceProvider>
        <ToastProvider>
          <Web3Provider>
            <AuthProvider>
              <BrowserRouter>
                <NavigationProvider>
                  <LocaleBoundary>
                    <AppErrorBoundary fullPage>
                      <Shell />
                    </AppErrorBoundary>
                    <WalletUiHost />
                  </LocaleBoundary>
                  <AppearanceSync />
                </NavigationProvider>
              </BrowserRouter>
            </AuthProvider>
          </Web3Provider>
        </ToastProvider>
      </AppearanceProvider>
    </QueryClientProvider>
  )
}
