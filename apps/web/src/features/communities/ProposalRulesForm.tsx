import {
  type Community,
  PROPOSAL_KINDS,
  type ProposalCreators,
  type ProposalKind,
  type ProposalRule,
} from '@agora/domain'
import { type FormEvent, useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useUpdateCommunitySettings } from './data.ts'

type Draft = {
  on: boolean
  quorum: string
  threshold: string
  minHours: string
  maxHours: string
  creators: ProposalCreators
}

const draftOf = (rule: ProposalRule | undefined, community: Community): Draft => ({
  on: Boolean(rule),
  quorum: rule?.quorum ?? '0',
  threshold: rule?.threshold === null || !rule ? '' : String(rule.threshold),
  minHours: String(rule?.minHours ?? 1),
  maxHours: String(rule?.maxHours ?? 24 * 14),
  creators: rule?.creators ?? community.proposalCreators,
})

const ruleOf = (draft: Draft): ProposalRule | null =>
  draft.on
    ? {
        quorum: draft.quorum.trim() || '0',
        threshold: draft.threshold.trim() ? Number(draft.threshold) : null,
        minHours: Number(draft.minHours),
        maxHours: Number(draft.maxHours),
        creators: draft.creators,
      }
    : null

/**
 * Rules per proposal kind: the least quorum, the share the winner needs, the length and who
 * opens one. A kind left unchecked keeps the community's plain behaviour.
 */
export function ProposalRulesForm({ community }: { community: Community }) {
  const save = useUpdateCommunitySettings(community.id)
  const { showToast } = useToast()
  const headingId = useId()
  const [drafts, setDrafts] = useState(
    () =>
      Object.fromEntries(
        PROPOSAL_KINDS.map((kind) => [kind, draftOf(community.proposalRules[kind], community)]),
      ) as Record<ProposalKind, Draft>,
  )
  const change = (kind: ProposalKind, part: Partial<Draft>) =>
    setDrafts((current) => ({ ...current, [kind]: { ...current[kind], ...part } }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const proposalRules = Object.fromEntries(
      PROPOSAL_KINDS.map((kind) => [kind, ruleOf(drafts[kind])]),
    ) as Record<ProposalKind, ProposalRule | null>
    save.mutate(keyed({ proposalRules }), {
      onSuccess: () => showToast(t('communities.rules.saved'), { type: 'success' }),
    })
  }

  return (
    <GlassCard as="section" padding="large" aria-labelledby={headingId}>
      <form className="form" noValidate onSubmit={submit}>
        <h2 id={headingId}>{t('communities.rules.title')}</h2>
        <p>{t('communities.rules.intro')}</p>
        {save.isError && <FormAlert>{errorMessage(save.error)}</FormAlert>}
        {PROPOSAL_KINDS.map((kind) => {
          const draft = drafts[kind]
          return (
            <fieldset key={kind} className="form">
              <legend>{t(`communities.rules.kind.${kind}`)}</legend>
              <label>
                <input
                  type="checkbox"
                  checked={draft.on}
                  onChange={(event) => change(kind, { on: event.target.checked })}
                />{' '}
                {t('communities.rules.enable')}
              </label>
              {draft.on && (
                <>
                  <TextField
                    label={t('communities.rules.quorum')}
                    inputMode="decimal"
                    value={draft.quorum}
                    onChange={(event) => change(kind, { quorum: event.target.value })}
                  />
                  <TextField
                    label={t('communities.rules.threshold')}
                    hint={t('communities.rules.thresholdHint')}
                    type="number"
                    min={1}
                    max={100}
                    value={draft.threshold}
                    onChange={(event) => change(kind, { threshold: event.target.value })}
                  />
                  <TextField
                    label={t('communities.rules.minHours')}
                    type="number"
                    min={1}
                    value={draft.minHours}
                    onChange={(event) => change(kind, { minHours: event.target.value })}
                  />
                  <TextField
                    label={t('communities.rules.maxHours')}
                    type="number"
                    min={1}
                    value={draft.maxHours}
                    onChange={(event) => change(kind, { maxHours: event.target.value })}
                  />
                  {kind !== 'dispute-settlement' && (
                    <SelectField
                      label={t('communities.settings.creators')}
                      value={draft.creators}
                      onChange={(event) =>
                        change(kind, { creators: event.target.value as ProposalCreators })
                      }
                    >
                      <option value="admins">{t('communities.settings.creators.admins')}</option>
                      <option value="members">{t('communities.settings.creators.members')}</option>
                    </SelectField>
                  )}
                </>
              )}
            </fieldset>
          )
        })}
        <Button type="submit" disabled={save.isPending}>
          {t(save.isPending ? 'common.saving' : 'communities.rules.save')}
        </Button>
      </form>
    </GlassCard>
  )
}
