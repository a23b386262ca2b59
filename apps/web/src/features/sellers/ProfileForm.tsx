import { SELLER_BIO_MAX_LENGTH, SELLER_NAME_MAX_LENGTH, type SellerProfile } from '@agora/domain'
import { type FormEvent, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useUpdateSellerProfile } from './mutations.ts'

export function ProfileForm({ profile }: { profile: SellerProfile }) {
  const save = useUpdateSellerProfile(profile.address)
  const [displayName, setDisplayName] = useState(profile.displayName ?? '')
  const [bio, setBio] = useState(profile.bio ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate({
      displayName: displayName.trim() || null,
      bio: bio.trim() || null,
      avatar: profile.avatar,
    })
  }
  return (
    <form className="form order-form" onSubmit={submit} aria-label={t('sellers.profile.label')}>
      <TextField
        label={t('sellers.profile.storeName')}
        maxLength={SELLER_NAME_MAX_LENGTH}
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor="seller-bio">
          {t('sellers.profile.about')}
        </label>
        <textarea
          id="seller-bio"
          className="field__input field__textarea"
          maxLength={SELLER_BIO_MAX_LENGTH}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
        />
      </div>
      {save.isError && (
        <p className="field__error" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      {save.isSuccess && <p role="status">{t('sellers.profile.saved')}</p>}
      <Button type="submit" disabled={save.isPending}>
        {t('sellers.profile.save')}
      </Button>
    </form>
  )
}
