import { useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { downloadAttestation } from './kycApi.ts'

/** A verified person's portable proof: their signed EAS attestation, as a file. */
export function KycAttestation() {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function onDownload() {
    setBusy(true)
    setFailure(null)
    try {
      await downloadAttestation()
    } catch (error) {
      setFailure(
        t('kyc.attestation.failed', { error: error instanceof Error ? error.message : '' }),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <GlassCard as="section" padding="large" aria-labelledby="kyc-attestation-title">
      <h2 id="kyc-attestation-title" className="section-title">
        {t('kyc.attestation.title')}
      </h2>
      <p className="section-lead">{t('kyc.attestation.lead')}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="form-actions">
        <Button variant="outline" disabled={busy} onClick={() => void onDownload()}>
          {busy ? t('kyc.attestation.downloading') : t('kyc.attestation.download')}
        </Button>
      </div>
    </GlassCard>
  )
}
