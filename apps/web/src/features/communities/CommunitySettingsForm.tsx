import type { Community, ProposalCreators, TokenGateInput } from '@agora/domain'
import { type FormEvent, useId, useState } from 'react'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useClientConfig } from '../wallet/clientConfigData.ts'
import { useUpdateCommunitySettings } from './data.ts'
import '../../ui/forms.css'

type GateKind = 'none' | TokenGateInput['kind']

/**
 * A community admin's settings: who may open proposals, how listing approvals are voted,
 * and the token a wallet must hold to join (checked on-chain by the server at join).
 */
export function CommunitySettingsForm({ community }: { community: Community }) {
  const save = useUpdateCommunitySettings(community.id)
  const config = useClientConfig()
  const { showToast } = useToast()
  const ids = { heading: useId(), creators: useId(), gate: useId(), chain: useId() }
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
      { onSuccess: () => showToast('Settings saved', { type: 'success' }) },
    )
  }

  return (
    <GlassCard as="section" padding="large" aria-labelledby={ids.heading}>
      <form className="form" onSubmit={submit}>
        <h2 id={ids.heading}>Community settings</h2>
        <div className="field">
          <label className="field__label" htmlFor={ids.creators}>
            Who may open proposals
          </label>
          <select
            id={ids.creators}
            className="field__select"
            value={creators}
            onChange={(event) => setCreators(event.target.value as ProposalCreators)}
          >
            <option value="admins">Admins only</option>
            <option value="members">Any member</option>
          </select>
        </div>
        <TextField
          label="Votes a listing approval needs"
          type="number"
          required
          min={1}
          max={1_000_000}
          value={quorum}
          onChange={(event) => setQuorum(event.target.value)}
        />
        <TextField
          label="Listing approval vote length (hours)"
          type="number"
          required
          min={1}
          max={24 * 30}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
        />
        <div className="field">
          <label className="field__label" htmlFor={ids.gate}>
            Token needed to join
          </label>
          <select
            id={ids.gate}
            className="field__select"
            value={gateKind}
            onChange={(event) => setGateKind(event.target.value as GateKind)}
          >
            <option value="none">None: anyone may join</option>
            <option value="erc20">An ERC-20 balance</option>
            <option value="erc721">ERC-721 tokens (NFTs)</option>
          </select>
        </div>
        {gateKind !== 'none' && (
          <>
            <div className="field">
              <label className="field__label" htmlFor={ids.chain}>
                Chain
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
            <TextField
              label="Token contract address"
              required
              placeholder="0x…"
              value={token}
              onChange={(event) => setToken(event.target.value)}
            />
            <TextField
              label={gateKind === 'erc20' ? 'Minimum balance' : 'Minimum number of tokens'}
              required
              value={minimum}
              onChange={(event) => setMinimum(event.target.value)}
            />
          </>
        )}
        {save.isError && (
          <p className="form-error" role="alert">
            {errorMessage(save.error)}
          </p>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </form>
    </GlassCard>
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
