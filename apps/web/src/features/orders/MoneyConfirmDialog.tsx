import type { Order } from '@agora/domain'
import type { ReactNode } from 'react'
import { t } from '../../i18n/i18n.ts'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { PartyName } from './PartyName.tsx'
import type { Party } from './useParty.ts'
import './MoneyConfirmDialog.css'
import { Ltr } from '../../ui/Ltr.tsx'

/** What every money step's confirmation is given: the order, and what to do on each answer. */
export type OrderStepConfirmProps = {
  order: Order
  onConfirm: () => void
  onCancel: () => void
}
/** One line of what moves: how much, to whom, under a label ("Amount", "To the buyer"). */
export type MoneyLine = { label: string; amount: string; party: Party }

/**
 * The last question before an order's money moves (or a step that cannot be taken back): the
 * amounts and who gets them, what happens, an optional warning, and that it cannot be undone.
 */
export function MoneyConfirmDialog({
  title,
  lines,
  explanation,
  warning,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string
  lines: MoneyLine[]
  explanation: ReactNode
  warning?: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      confirmDisabled={lines.some((line) => line.party.pending)}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <dl className="money-confirm__lines">
        {lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>
              <Ltr as="strong" className="money-confirm__amount">
                {line.amount}
              </Ltr>{' '}
              <PartyName party={line.party} />
            </dd>
          </div>
        ))}
      </dl>
      <p>{explanation}</p>
      {warning && <FormAlert tone="warning">{warning}</FormAlert>}
      <p className="money-confirm__final">{t('orders.confirm.irreversible')}</p>
    </ConfirmDialog>
  )
}
