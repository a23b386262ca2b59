import { abbreviateBalance, chainName } from '@agora/domain'
import { formatTime } from '../../../i18n/format.ts'
import { t } from '../../../i18n/i18n.ts'
import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/errorMessage.ts'
import { keyed } from '../../../lib/idempotencyKey.ts'
import { Button } from '../../../ui/Button.tsx'
import { cx } from '../../../ui/cx.ts'
import { Icon } from '../../../ui/Icon.tsx'
import { useGetTestEth } from './data.ts'
import { useTestEthOffered } from './useTestEthOffered.ts'
import './GetTestEth.css'

/**
 * "Get test ETH" on the local chain (31337) only, where the server offers it: sends test ETH
 * to the signed-in wallet, says that it is on its way, then what the wallet now holds.
 */
export function GetTestEth({ chainId }: { chainId: number }) {
  const offered = useTestEthOffered(chainId)
  const getTestEth = useGetTestEth()
  if (!offered) return null

  const grant = getTestEth.data
  return (
    <div className="get-test-eth">
      {!grant && (
        <Button
          variant="outline"
          size="small"
          icon="sparkles"
          disabled={getTestEth.isPending}
          onClick={() => getTestEth.mutate(keyed({ chainId }))}
        >
          {t('wallet.testEth.action')}
        </Button>
      )}
      <p
        className={cx('get-test-eth__status', grant && 'get-test-eth__status--done')}
        role="status"
      >
        {getTestEth.isPending && t('wallet.testEth.sending')}
        {grant && (
          <>
            <Icon name="checkCircle" size={16} />
            {t('wallet.testEth.sent', {
              amount: grant.amount,
              network: chainName(grant.chainId),
              balance: abbreviateBalance(grant.balance),
            })}
          </>
        )}
      </p>
      {getTestEth.isError && (
        <p className="get-test-eth__error" role="alert">
          {refusal(getTestEth.error)}
        </p>
      )}
    </div>
  )
}

function refusal(error: unknown) {
  const nextAt = error instanceof ApiError ? error.details?.nextAt : undefined
  if (error instanceof ApiError && error.code === 'TEST_ETH_TOO_SOON' && typeof nextAt === 'string')
    return t('wallet.testEth.tooSoon', { time: formatTime(nextAt) })
  return errorMessage(error)
}
