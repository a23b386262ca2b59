import {
  type Community,
  LISTING_APPROVAL_HOURS_MAX,
  LISTING_APPROVAL_QUORUM_MAX,
  type ProposalCreators,
  type TokenGateInput,
} from '@agora/domain'
import { type FormEvent, useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useFormErrors } from '../../ui/useFormErrors.ts'
import { useToast } from '../../ui/useToast.ts'
import { useClientConfig } from '../wallet/clientConfigData.ts'
import { useUpdateCommunitySettings } from './data.ts'
import { ProposalRulesForm } from './ProposalRulesForm.tsx'
import '../../ui/forms.css'

type GateKind = 'none' | TokenGateInput['kind']

// the API's field paths (body.listingApproval.quorum …), so its errors land at these fields
const FIELDS = [
  'proposalCreators',
  'listingApproval.quorum',
  'listingApproval.votingHours',
  'gate',
  'gate.chainId',
  'gate.token',
  'gate.minimum',
] as const

/**
 * A community admin's settings: who may open proposals, how listing approvals are voted,
 * and the token a wallet must hold to join (checked on-chain by the server at join).
 */
export function CommunitySettingsForm({ community }: { community: Community }) {
  const save = useUpdateCommunitySettings(community.id)
  const config = useClientConfig()
  const { showToast } = useToast()
  const headingId = useId()
  const form = useFormErrors(FIELDS)
  const [creators, setCreators] = useState<ProposalCreators>(community.proposalCreators)
  const [quorum, setQuorum] = useState(String(community.listingApproval.quorum))
  const [hours, setHours] = useState(String(community.listingApproval.votingHours))
  const [gateKind, setGateKind] = useState<GateKind>(community.gate?.kind ?? 'none')
  const [chainId, setChainId] = useState<number | null>(community.gate?.chainId ?? null)
  const [token, setToken] = useState(community.gate?.token ?? '')
  const [minimum, setMinimum] = useState(community.gate?.minimum ?? '1')
  const chosenChain = chainId ?? config?.defaultChainId ?? 0

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const gate: TokenGateInput | null =
      gateKind === 'none'
        ? null
        : { kind: gateKind, chainId: chosenChain, token: token.trim(), minimum: minimum.trim() }
    save.mutate(
      keyed({
        proposalCreators: creators,
        listingApproval: { quorum: Number(quorum), votingHours: Number(hours) },
        // an unchanged gate stays out: setting one reads the token on its chain again
        ...(sameGate(community.gate, gate) ? {} : { gate }),
      }),
      {
        onSuccess: () => {
          form.show({})
          showToast(t('communities.settings.saved'), { type: 'success' })
        },
        onError: (error) =>
          form.showServerError(error, {
            TOKEN_CONTRACT_INVALID: 'gate.token',
            CHAIN_NOT_SUPPORTED: 'gate.chainId',
          }),
      },
    )
  }

  return (
    <>
      <GlassCard as="section" padding="large" aria-labelledby={headingId}>
        <form ref={form.formRef} className="form" noValidate onSubmit={submit}>
          <h2 id={headingId}>{t('communities.settings.title')}</h2>
          {form.formError && <FormAlert>{form.formError}</FormAlert>}
          <SelectField
            label={t('communities.settings.creators')}
            value={creators}
            error={form.errors.proposalCreators}
            onChange={(event) => setCreators(event.target.value as ProposalCreators)}
          >
            <option value="admins">{t('communities.settings.creators.admins')}</option>
            <option value="members">{t('communities.settings.creators.members')}</option>
          </SelectField>
          <TextField
            label={t('communities.settings.quorum')}
            type="number"
            min={1}
            max={LISTING_APPROVAL_QUORUM_MAX}
            value={quorum}
            error={form.errors['listingApproval.quorum']}
            onChange={(event) => setQuorum(event.target.value)}
          />
          <TextField
            label={t('communities.settings.hours')}
            type="number"
            min={1}
            max={LISTING_APPROVAL_HOURS_MAX}
            value={hours}
            error={form.errors['listingApproval.votingHours']}
            onChange={(event) => setHours(event.target.value)}
          />
          <SelectField
            label={t('communities.settings.gate')}
            value={gateKind}
            error={form.errors.gate}
            onChange={(event) => setGateKind(event.target.value as GateKind)}
          >
            <option value="none">{t('communities.settings.gate.none')}</option>
            <option value="erc20">{t('communities.settings.gate.erc20')}</option>
            <option value="erc721">{t('communities.settings.gate.erc721')}</option>
          </SelectField>
          {gateKind !== 'none' && (
            <>
              <SelectField
                label={t('communities.settings.chain')}
                value={chosenChain}
                error={form.errors['gate.chainId']}
                onChange={(event) => setChainId(Number(event.target.value))}
              >
                {(config?.chains ?? []).map((chain) => (
                  <option key={chain.id} value={chain.id}>
                    {chain.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('communities.settings.token')}
                placeholder="0x…"
                value={token}
                error={form.errors['gate.token']}
                onChange={(event) => setToken(event.target.value)}
              />
              <TextField
                label={t(
                  gateKind === 'erc20'
                    ? 'communities.settings.minBalance'
                    : 'communities.settings.minTokens',
                )}
                value={minimum}
                error={form.errors['gate.minimum']}
                onChange={(event) => setMinimum(event.target.value)}
              />
            </>
          )}
          <Button type="submit" disabled={save.isPending}>
            {t(save.isPending ? 'common.saving' : 'communities.settings.save')}
          </Button>
        </form>
      </GlassCard>
      <ProposalRulesForm community={community} />
    </>
  )
}

function sameGate(current: Community['gate'], next: TokenGateInput | null) {
  if (!current || !next) return current === next
  return (
    current.kind === next.kind &&
    current.chainId === next.chainId &&
    current.token.toLowerCase() === next.token.toLowerCase() &&
    current.minimum === next.minimum
  )
}
