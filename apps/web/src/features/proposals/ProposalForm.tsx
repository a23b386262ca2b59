import {
  type Community,
  type CreateProposal,
  PROPOSAL_BODY_MAX,
  PROPOSAL_TITLE_MAX,
  type Proposal,
  VOTING_STRATEGIES,
  VOTING_SYSTEMS,
  type VotingStrategyKind,
  type VotingSystem,
} from '@agora/domain'
import { type FormEvent, useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { limitError } from '../../ui/fieldLimit.ts'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useFormErrors } from '../../ui/useFormErrors.ts'
import { useClientConfig } from '../wallet/clientConfigData.ts'
import { useCreateProposal } from './data.ts'
import { GeneralRuleNote } from './GeneralRuleNote.tsx'

const DAY_MS = 24 * 60 * 60 * 1000
// the API's field names, so its errors land at these fields
const FIELDS = [
  'title',
  'body',
  'choices',
  'endsAt',
  'quorum',
  'threshold',
  'strategy.token',
] as const

/** A Date as a `datetime-local` value in the browser's time zone, to the second. */
export function toLocalInput(date: Date) {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/** Title, markdown body, voting system and choices, window, quorum and strategy. */
export function ProposalForm({
  community,
  onCreated,
  onCancel,
}: {
  community: Community
  onCreated: (proposal: Proposal) => void
  onCancel: () => void
}) {
  const config = useClientConfig()
  const create = useCreateProposal(community.id)
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [system, setSystem] = useState<VotingSystem>('basic')
  const [choicesText, setChoicesText] = useState('')
  const [startsAt, setStartsAt] = useState('')
  const [endsAt, setEndsAt] = useState(() => toLocalInput(new Date(Date.now() + 3 * DAY_MS)))
  // the community's minimum for general proposals: asking for less is refused
  const rule = community.proposalRules.general
  const [quorum, setQuorum] = useState(rule?.quorum ?? '0')
  // more than the community's threshold may be asked, never less; empty: its rule
  const [threshold, setThreshold] = useState(rule?.threshold ? String(rule.threshold) : '')
  const [strategyKind, setStrategyKind] = useState<VotingStrategyKind>('member')
  const [token, setToken] = useState('')
  const [chainId, setChainId] = useState<number | null>(null)
  const form = useFormErrors(FIELDS)
  const ids = {
    heading: useId(),
    system: useId(),
    strategy: useId(),
    chain: useId(),
  }
  const chosenChain = chainId ?? config?.defaultChainId ?? 0
  const choices = choicesText
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const end = new Date(endsAt)
    const problems = {
      title: title.trim()
        ? (limitError(title.trim().length, PROPOSAL_TITLE_MAX) ?? undefined)
        : t('proposals.form.titleMissing'),
      body: limitError(body.length, PROPOSAL_BODY_MAX) ?? undefined,
      choices:
        system !== 'basic' && choices.length < 2 ? t('proposals.form.choicesMissing') : undefined,
      endsAt: Number.isNaN(end.getTime()) ? t('proposals.form.endMissing') : undefined,
    }
    if (form.show(problems)) return
    const proposal: CreateProposal = {
      kind: 'general',
      title: title.trim(),
      body,
      votingSystem: system,
      ...(system === 'basic' ? {} : { choices }),
      ...(startsAt ? { startsAt: new Date(startsAt).toISOString() } : {}),
      endsAt: end.toISOString(),
      quorum: quorum.trim() || '0',
      ...(threshold.trim() ? { threshold: Number(threshold) } : {}),
      strategy:
        strategyKind === 'member'
          ? { kind: 'member' }
          : { kind: strategyKind, chainId: chosenChain, token: token.trim() },
    }
    create.mutate(keyed({ proposal }), {
      onSuccess: onCreated,
      onError: (error) =>
        form.showServerError(error, {
          PROPOSAL_WINDOW_INVALID: 'endsAt',
          CHOICES_INVALID: 'choices',
          QUORUM_INVALID: 'quorum',
        }),
    })
  }

  return (
    <GlassCard as="section" padding="large" aria-labelledby={ids.heading}>
      <form ref={form.formRef} className="form proposal-form" noValidate onSubmit={submit}>
        <h2 id={ids.heading}>{t('proposals.form.title')}</h2>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <TextField
          label={t('proposals.form.titleLabel')}
          limit={PROPOSAL_TITLE_MAX}
          value={title}
          error={form.errors.title}
          onChange={(event) => {
            setTitle(event.target.value)
            form.clearField('title')
          }}
        />
        <TextAreaField
          label={t('proposals.form.body')}
          rows={6}
          limit={PROPOSAL_BODY_MAX}
          value={body}
          error={form.errors.body}
          onChange={(event) => {
            setBody(event.target.value)
            form.clearField('body')
          }}
        />
        <div className="field">
          <label className="field__label" htmlFor={ids.system}>
            {t('proposals.form.system')}
          </label>
          <select
            id={ids.system}
            className="field__select"
            value={system}
            onChange={(event) => setSystem(event.target.value as VotingSystem)}
          >
            {VOTING_SYSTEMS.map((value) => (
              <option key={value} value={value}>
                {t(`proposals.system.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {system !== 'basic' && (
          <TextAreaField
            label={t('proposals.form.choices')}
            rows={4}
            value={choicesText}
            error={form.errors.choices}
            onChange={(event) => {
              setChoicesText(event.target.value)
              form.clearField('choices')
            }}
          />
        )}
        <div className="field-row">
          <TextField
            label={t('proposals.form.starts')}
            hint={t('proposals.form.startsHint')}
            type="datetime-local"
            step={1}
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
          />
          <TextField
            label={t('proposals.form.ends')}
            type="datetime-local"
            step={1}
            value={endsAt}
            error={form.errors.endsAt}
            onChange={(event) => {
              setEndsAt(event.target.value)
              form.clearField('endsAt')
            }}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.strategy}>
            {t('proposals.form.strategy')}
          </label>
          <select
            id={ids.strategy}
            className="field__select"
            value={strategyKind}
            onChange={(event) => setStrategyKind(event.target.value as VotingStrategyKind)}
          >
            {VOTING_STRATEGIES.map((value) => (
              <option key={value} value={value}>
                {t(`proposals.strategy.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {strategyKind !== 'member' && (
          <div className="field-row">
            <TextField
              label={t('proposals.form.token')}
              placeholder="0x…"
              value={token}
              error={form.errors['strategy.token']}
              onChange={(event) => {
                setToken(event.target.value)
                form.clearField('strategy.token')
              }}
            />
            <div className="field">
              <label className="field__label" htmlFor={ids.chain}>
                {t('proposals.form.chain')}
              </label>
              <select
                id={ids.chain}
                className="field__select"
                value={chosenChain}
                onChange={(event) => setChainId(Number(event.target.value))}
              >
                {(config?.chains ?? []).map((chain) => (
                  <option key={chain.id} value={chain.id}>
                    {chain.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        <GeneralRuleNote community={community} />
        <TextField
          label={t('proposals.form.quorum')}
          hint={t(`proposals.form.quorumHint.${strategyKind}`)}
          inputMode="decimal"
          value={quorum}
          error={form.errors.quorum}
          onChange={(event) => {
            setQuorum(event.target.value)
            form.clearField('quorum')
          }}
        />
        <TextField
          label={t('proposals.form.threshold')}
          hint={t('proposals.form.thresholdHint')}
          type="number"
          inputMode="numeric"
          min={rule?.threshold ?? 1}
          max={100}
          value={threshold}
          error={form.errors.threshold}
          onChange={(event) => {
            setThreshold(event.target.value)
            form.clearField('threshold')
          }}
        />
        {strategyKind !== 'member' && (
          <p className="field__hint">{t('proposals.form.snapshotHint')}</p>
        )}
        <div className="inline-form__row">
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {t(create.isPending ? 'proposals.form.publishing' : 'proposals.form.publish')}
          </Button>
        </div>
      </form>
    </GlassCard>
  )
}
