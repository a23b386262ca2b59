import type { Party } from './useParty.ts'
import './PartyName.css'
import { Ltr } from '../../ui/Ltr.tsx'

/** A party as people are shown in the app: their name, @handle and short address. */
export function PartyName({ party }: { party: Party }) {
  return (
    <span className="party-name">
      {party.name && (
        <>
          <bdi>{party.name}</bdi>{' '}
        </>
      )}
      {party.label !== party.short && (
        <>
          <bdi>{party.label}</bdi>{' '}
        </>
      )}
      <Ltr as="code" title={party.address}>
        {party.short}
      </Ltr>
    </span>
  )
}
