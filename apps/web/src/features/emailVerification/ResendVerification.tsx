import { useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { useResendVerification } from './data.ts'

/** "Send verification e-mail", then what came of it (sent, or why not: too soon, too many). */
export function ResendVerification({ email }: { email: string }) {
  const resend = useResendVerification()
  const [sent, setSent] = useState(false)
  return (
    <div className="email-verification__resend">
      <Button
        variant="outline"
        size="small"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(keyed({}), {
            onSuccess: () => setSent(true),
            onError: () => setSent(false),
          })
        }
      >
        {resend.isPending ? t('emailVerification.resending') : t('emailVerification.resend')}
      </Button>
      {sent && <FormAlert tone="success">{t('emailVerification.resent', { email })}</FormAlert>}
      {resend.isError && <FormAlert>{errorMessage(resend.error)}</FormAlert>}
    </div>
  )
}
