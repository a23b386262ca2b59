import {
  COUNTRY_CODE_LENGTH,
  KYC_IMAGE_TYPES,
  KYC_REFERENCE_MAX_LENGTH,
  KYC_TIER_REQUIREMENTS,
  KYC_TIERS,
  type KycTier,
} from '@agora/domain'
import { type ChangeEvent, type FormEvent, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAccount } from '../auth/useAccount.ts'
import { uploadDocumentImage } from './kycApi.ts'
import {
  documentLabel,
  EMPTY_KYC_FORM,
  type IdentityType,
  type KycFormErrors,
  type KycFormValues,
  kycDocumentsFor,
  tierDescription,
  tierTitle,
} from './kycDocuments.ts'

const IDENTITY_TYPES: IdentityType[] = ['passport', 'national_id', 'drivers_license']

/** Choose a tier and give the documents it needs; submitting starts the review. */
export function KycForm({ availableTiers = KYC_TIERS }: { availableTiers?: readonly KycTier[] }) {
  const account = useAccount()
  const { showToast } = useToast()
  const [tier, setTier] = useState<KycTier>(availableTiers[0] ?? 'basic')
  const [values, setValues] = useState<KycFormValues>(EMPTY_KYC_FORM)
  const [errors, setErrors] = useState<KycFormErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const needs = KYC_TIER_REQUIREMENTS[tier]
  const set = (field: keyof KycFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))
  const pictureField = (field: 'identityImage' | 'addressImage' | 'selfieImage') => ({
    type: 'file',
    accept: KYC_IMAGE_TYPES.join(','),
    label: t(`kyc.form.${field}`),
    hint: t('kyc.form.pictureHint'),
    error: errors[field],
    // the form's own check names a missing picture, in the page's language
    'aria-required': true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0] ?? null
      setValues((current) => ({ ...current, [field]: file }))
    },
  })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const { documents, errors: found } = kycDocumentsFor(tier, values)
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      // each picture first: the request names them by the ids the uploads give
      const withImages = await Promise.all(
        documents.map(async ({ file, ...document }) => ({
          ...document,
          imageId: await uploadDocumentImage(file as File),
        })),
      )
      await account.initiateKyc({ tier, documents: withImages })
      showToast(t('kyc.form.sent'), { type: 'success' })
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('auth.error.kycInitiationFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <GlassCard as="section" padding="large" aria-labelledby="kyc-form-title">
      <form className="form" onSubmit={onSubmit}>
        <div>
          <h2 id="kyc-form-title" className="section-title">
            {t('kyc.form.title')}
          </h2>
          <p className="section-lead">{t('kyc.form.lead')}</p>
        </div>
        <fieldset className="kyc-tiers">
          <legend className="field__label">{t('kyc.form.tier')}</legend>
          {availableTiers.map((option) => (
            <label key={option} className="kyc-tier" data-selected={option === tier}>
              <input
                type="radio"
                name="tier"
                value={option}
                checked={option === tier}
                onChange={() => setTier(option)}
              />
              <span className="kyc-tier__title">{tierTitle(option)}</span>
              <span className="kyc-tier__text">{tierDescription(option)}</span>
            </label>
          ))}
        </fieldset>

        <fieldset className="kyc-document">
          <legend>{t('kyc.form.identity')}</legend>
          <div className="field">
            <label className="field__label" htmlFor="kyc-identity-type">
              {t('kyc.form.documentType')}
            </label>
            <select
              id="kyc-identity-type"
              className="field__select"
              value={values.identityType}
              onChange={(event) => set('identityType')(event.target.value)}
            >
              {IDENTITY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {documentLabel(type)}
                </option>
              ))}
            </select>
          </div>
          <div className="field-row">
            <TextField
              label={t('kyc.form.documentNumber')}
              value={values.identityReference}
              onChange={(e) => set('identityReference')(e.target.value)}
              error={errors.identityReference}
              maxLength={KYC_REFERENCE_MAX_LENGTH}
              required
            />
            <TextField
              label={t('kyc.form.issuingCountry')}
              value={values.identityCountry}
              onChange={(e) => set('identityCountry')(e.target.value.toUpperCase())}
              error={errors.identityCountry}
              maxLength={COUNTRY_CODE_LENGTH}
              placeholder="DE"
            />
          </div>
          <TextField {...pictureField('identityImage')} />
        </fieldset>

        {needs.includes('proof_of_address') && (
          <fieldset className="kyc-document">
            <legend>{t('kyc.form.address')}</legend>
            <div className="field-row">
              <TextField
                label={t('kyc.form.addressReference')}
                hint={t('kyc.form.addressReferenceHint')}
                value={values.addressReference}
                onChange={(e) => set('addressReference')(e.target.value)}
                error={errors.addressReference}
                maxLength={KYC_REFERENCE_MAX_LENGTH}
                required
              />
              <TextField
                label={t('kyc.form.addressCountry')}
                value={values.addressCountry}
                onChange={(e) => set('addressCountry')(e.target.value.toUpperCase())}
                error={errors.addressCountry}
                maxLength={COUNTRY_CODE_LENGTH}
                placeholder="FR"
              />
            </div>
            <TextField {...pictureField('addressImage')} />
          </fieldset>
        )}

        {needs.includes('selfie') && (
          <fieldset className="kyc-document">
            <legend>{t('kyc.form.selfie')}</legend>
            <TextField
              label={t('kyc.form.selfieReference')}
              hint={t('kyc.form.selfieReferenceHint')}
              value={values.selfieReference}
              onChange={(e) => set('selfieReference')(e.target.value)}
              error={errors.selfieReference}
              maxLength={KYC_REFERENCE_MAX_LENGTH}
              required
            />
            <TextField {...pictureField('selfieImage')} />
          </fieldset>
        )}

        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('kyc.form.submitting') : t('kyc.form.submit')}
          </Button>
        </div>
      </form>
    </GlassCard>
  )
}
