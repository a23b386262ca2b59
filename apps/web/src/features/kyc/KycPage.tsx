import { KYC_TIERS, type KycTier } from '@agora/domain'
import { useEffect, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { OfflineSessionNotice } from '../auth/OfflineSessionNotice.tsx'
import { RequireSession } from '../auth/RequireSession.tsx'
import { useAccount } from '../auth/useAccount.ts'
import { useAuth } from '../auth/useAuth.ts'
import { KycAttestation } from './KycAttestation.tsx'
import { KycForm } from './KycForm.tsx'
import { KycStatusCard } from './KycStatusCard.tsx'
import './KycPage.css'

/** Tiers above the verified one: a verified user may only move up. */
function tiersAbove(tier: KycTier | null): readonly KycTier[] {
  return tier ? KYC_TIERS.slice(KYC_TIERS.indexOf(tier) + 1) : KYC_TIERS
}

function KycArea() {
  const { kycStatus, isOfflineSession } = useAuth()
  const { refreshKycStatus } = useAccount()
  const [loadError, setLoadError] = useState<string | null>(null)

  useEffect(() => {
    if (isOfflineSession) return
    refreshKycStatus().catch((error: unknown) =>
      setLoadError(error instanceof Error ? error.message : t('kyc.page.loadFailed')),
    )
  }, [refreshKycStatus, isOfflineSession])

  if (isOfflineSession) return <OfflineSessionNotice />
  if (!kycStatus) {
    return loadError ? (
      <FormAlert>
        {loadError}{' '}
        <Button
          size="small"
          variant="outline"
          onClick={() => {
            setLoadError(null)
            void refreshKycStatus().catch(() => setLoadError(t('kyc.page.loadFailed')))
          }}
        >
          {t('common.retry')}
        </Button>
      </FormAlert>
    ) : (
      <div role="status" aria-label={t('kyc.page.loading')} className="card-stack">
        <Skeleton shape="block" height="8rem" />
        <Skeleton shape="block" height="16rem" />
      </div>
    )
  }

  const upgrades = kycStatus.status === 'verified' ? tiersAbove(kycStatus.tier) : KYC_TIERS
  const canSubmit = kycStatus.status !== 'pending' && upgrades.length > 0
  return (
    <div className="card-stack">
      <KycStatusCard kyc={kycStatus} />
      {kycStatus.status === 'verified' && <KycAttestation />}
      {canSubmit && <KycForm key={kycStatus.status} availableTiers={upgrades} />}
    </div>
  )
}

/** The identity check (KYC): status, the reviewer's reason, and the form to apply. */
export function KycPage() {
  return (
    <RequireSession title={t('kyc.page.title')}>
      <div className="view">
        <header className="view__header">
          <h1>{t('kyc.page.title')}</h1>
          <p>{t('kyc.page.lead')}</p>
        </header>
        <KycArea />
      </div>
    </RequireSession>
  )
}
