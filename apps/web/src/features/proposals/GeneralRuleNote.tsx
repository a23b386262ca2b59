import type { Community } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'

/** What the community asks of a general proposal, above the form's terms. */
export function GeneralRuleNote({ community }: { community: Community }) {
  const rule = community.proposalRules.general
  return (
    <p className="field__hint proposal-form__rule" role="note">
      {rule
        ? t('proposals.form.rule', {
            community: community.name,
            quorum: rule.quorum,
            threshold: rule.threshold === null ? 'none' : String(rule.threshold),
            minHours: rule.minHours,
            maxHours: rule.maxHours,
            creators: rule.creators,
          })
        : t('proposals.form.noRule', { community: community.name })}
    </p>
  )
}
