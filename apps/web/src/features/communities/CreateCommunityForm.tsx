import type { Community } from '@agora/domain'
import { useId, useState } from 'react'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { useCreateCommunity } from './data.ts'

const NAME_MIN = 3
const NAME_MAX = 60
const DESCRIPTION_MAX = 1000
const RULES_MAX = 20
const RULE_MAX = 300

/** The rules, one per line, blank lines dropped. */
export const parseRules = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

function problems(name: string, description: string, rules: string[]): string[] {
  const found: string[] = []
  const trimmed = name.trim()
  if (trimmed.length < NAME_MIN || trimmed.length > NAME_MAX)
    found.push(`The name needs ${NAME_MIN} to ${NAME_MAX} characters`)
  if (!description.trim()) found.push('Say what the community is about')
  if (description.trim().length > DESCRIPTION_MAX)
    found.push(`The description can be at most ${DESCRIPTION_MAX} characters`)
  if (rules.length > RULES_MAX) found.push(`At most ${RULES_MAX} rules`)
  if (rules.some((rule) => rule.length > RULE_MAX))
    found.push(`Each rule can be at most ${RULE_MAX} characters`)
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
  const [tried, setTried] = useState(false)
  const create = useCreateCommunity()
  const ids = { name: useId(), description: useId(), rules: useId() }
  const rules = parseRules(rulesText)
  const found = problems(name, description, rules)

  return (
    <GlassCard as="section" aria-labelledby={`${ids.name}-title`}>
      <form
        className="create-community"
        onSubmit={(event) => {
          event.preventDefault()
          setTried(true)
          if (found.length > 0) return
          create.mutate(keyed({ name: name.trim(), description: description.trim(), rules }), {
            onSuccess: onCreated,
          })
        }}
      >
        <h2 id={`${ids.name}-title`}>Create a community</h2>
        <label htmlFor={ids.name}>Name</label>
        <input
          id={ids.name}
          className="text-input"
          value={name}
          maxLength={NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          // biome-ignore lint/a11y/noAutofocus: the user just asked to create one
          autoFocus
        />
        <label htmlFor={ids.description}>Description</label>
        <textarea
          id={ids.description}
          className="text-input"
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <label htmlFor={ids.rules}>
          Rules <span className="create-community__hint">(optional, one per line)</span>
        </label>
        <textarea
          id={ids.rules}
          className="text-input"
          rows={3}
          value={rulesText}
          onChange={(event) => setRulesText(event.target.value)}
        />
        {tried && found.length > 0 && (
          <ul className="form-error" role="alert">
            {found.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        {create.isError && (
          <p className="form-error" role="alert">
            {errorMessage(create.error)}
          </p>
        )}
        <div className="inline-form__row">
          <Button variant="ghost" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create community'}
          </Button>
        </div>
      </form>
    </GlassCard>
  )
}
