import {
  COMMUNITY_DESCRIPTION_MAX,
  COMMUNITY_NAME_MAX,
  COMMUNITY_NAME_MIN,
  COMMUNITY_RULE_MAX,
  COMMUNITY_RULES_MAX,
  type Community,
} from '@agora/domain'
import { useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import type { FieldErrors } from '../../lib/serverFieldErrors.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { limitError } from '../../ui/fieldLimit.ts'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useFormErrors } from '../../ui/useFormErrors.ts'
import { useCreateCommunity } from './data.ts'

const FIELDS = ['name', 'description', 'rules'] as const
type Field = (typeof FIELDS)[number]

/** The rules, one per line, blank lines dropped. */
export const parseRules = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** The server's rules (packages/domain createCommunitySchema), checked before sending. */
export function communityProblems(name: string, description: string, rules: string[]) {
  const found: FieldErrors<Field> = {}
  const trimmed = name.trim()
  if (trimmed.length < COMMUNITY_NAME_MIN)
    found.name = t('communities.create.nameTooShort', { min: COMMUNITY_NAME_MIN })
  else found.name = limitError(trimmed.length, COMMUNITY_NAME_MAX) ?? undefined
  if (!description.trim()) found.description = t('communities.create.descriptionMissing')
  else
    found.description =
      limitError(description.trim().length, COMMUNITY_DESCRIPTION_MAX) ?? undefined
  if (rules.length > COMMUNITY_RULES_MAX)
    found.rules = t('communities.create.tooManyRules', { max: COMMUNITY_RULES_MAX })
  else if (rules.some((rule) => rule.length > COMMUNITY_RULE_MAX))
    found.rules = t('communities.create.ruleTooLong', { max: COMMUNITY_RULE_MAX })
  return found
}

export function CreateCommunityForm({
  onCreated,
  onCancel,
}: {
  onCreated: (community: Community) => void
  onCancel: () => void
}) {
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [rulesText, setRulesText] = useState('')
  const create = useCreateCommunity()
  const form = useFormErrors(FIELDS)
  const titleId = useId()

  return (
    <GlassCard as="section" aria-labelledby={titleId}>
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const rules = parseRules(rulesText)
          if (form.show(communityProblems(name, description, rules))) return
          create.mutate(keyed({ name: name.trim(), description: description.trim(), rules }), {
            onSuccess: onCreated,
            onError: (error) =>
              form.showServerError(error, {
                COMMUNITY_NAME_TAKEN: 'name',
                COMMUNITY_SLUG_TAKEN: 'name',
              }),
          })
        }}
      >
        <h2 id={titleId} className="section-title">
          {t('communities.create.title')}
        </h2>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <TextField
          label={t('communities.create.name')}
          value={name}
          limit={COMMUNITY_NAME_MAX}
          error={form.errors.name}
          onChange={(event) => {
            setName(event.target.value)
            form.clearField('name')
          }}
          autoFocus
        />
        <TextAreaField
          label={t('communities.create.description')}
          rows={3}
          value={description}
          limit={COMMUNITY_DESCRIPTION_MAX}
          error={form.errors.description}
          onChange={(event) => {
            setDescription(event.target.value)
            form.clearField('description')
          }}
        />
        <TextAreaField
          label={t('communities.create.rules')}
          hint={t('communities.create.rulesHint', { max: COMMUNITY_RULES_MAX })}
          rows={3}
          value={rulesText}
          error={form.errors.rules}
          onChange={(event) => {
            setRulesText(event.target.value)
            form.clearField('rules')
          }}
        />
        <div className="inline-form__row">
          <Button variant="ghost" onClick={onCancel} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {t(create.isPending ? 'communities.create.creating' : 'communities.create.submit')}
          </Button>
        </div>
      </form>
    </GlassCard>
  )
}
