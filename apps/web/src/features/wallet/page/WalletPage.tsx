import { chainName, LOCAL_CHAIN_ID, truncateName } from '@agora/domain'
import { t } from '../../../i18n/i18n.ts'
import { transactionUrl } from '../../../lib/explorer.ts'
import { formatBalance } from '../../../lib/money.ts'
import { shortAddress } from '../../../lib/shortAddress.ts'
import { useWeb3 } from '../../../lib/useWeb3.ts'
import { Button } from '../../../ui/Button.tsx'
import { CopyButton } from '../../../ui/CopyButton.tsx'
import { EmptyState } from '../../../ui/EmptyState.tsx'
import { GlassCard } from '../../../ui/GlassCard.tsx'
import { useAuth } from '../../auth/useAuth.ts'
import { GetTestEth } from '../testEth/GetTestEth.tsx'
import { useTestEthOffered } from '../testEth/useTestEthOffered.ts'
import { useWagmiConfig } from '../useWagmiConfig.ts'
import { useBalances } from './useBalances.ts'
import { useRecentTransactions } from './useRecentTransactions.ts'
import './WalletPage.css'
import { Ltr } from '../../../ui/Ltr.tsx'

/** The connected wallet: who, where, what it holds and what the app sent from it. */
export function WalletPage() {
  const web3 = useWeb3()
  const { user } = useAuth()
  const config = useWagmiConfig()
  const chains = web3.clientConfig?.chains ?? []
  const balances = useBalances(config, web3.address, chains, web3.clientConfig?.usdc ?? {})
  const transactions = useRecentTransactions(config, web3.address)
  const testEthOffered = useTestEthOffered(LOCAL_CHAIN_ID)

  if (!web3.isConnected || !web3.address) {
    return (
      <div className="view wallet-page">
        <EmptyState
          icon="link"
          title={t('wallet.page.notConnected.title')}
          action={<Button onClick={web3.openConnectModal}>{t('wallet.connect')}</Button>}
        >
          {t('wallet.page.notConnected.body')}
        </EmptyState>
      </div>
    )
  }
  const address = web3.address
  const name = user?.handle ? truncateName(user.handle) : null
  const network = web3.chainId ? chainName(web3.chainId) : '—'

  return (
    <div className="view wallet-page">
      <header className="view__header">
        <h1>{t('wallet.title')}</h1>
      </header>
      <GlassCard
        as="section"
        padding="medium"
        className="wallet-card"
        aria-label={t('wallet.page.account')}
      >
        {name && <strong className="wallet-card__name">{name}</strong>}
        <p className="wallet-card__address">
          <Ltr as="code" title={address}>
            {shortAddress(address)}
          </Ltr>
          <CopyButton text={address} />
        </p>
        <p className="wallet-card__network">
          {t('wallet.page.network')} <strong>{network}</strong>
          <Button variant="outline" size="small" onClick={web3.openChainModal}>
            {t('wallet.page.switchNetwork')}
          </Button>
        </p>
      </GlassCard>

      <GlassCard as="section" padding="medium" className="wallet-card" aria-labelledby="balances">
        <h2 id="balances">{t('wallet.page.balances')}</h2>
        <table className="wallet-table">
          <thead>
            <tr>
              <th scope="col">{t('wallet.page.network')}</th>
              <th scope="col">{t('wallet.page.native')}</th>
              <th scope="col">USDC</th>
            </tr>
          </thead>
          <tbody>
            {balances.map((balance) => (
              <tr key={balance.chainId}>
                <th scope="row">{balance.name}</th>
                <td>
                  {balance.loading ? (
                    '…'
                  ) : balance.native === null ? (
                    t('wallet.page.unavailable')
                  ) : (
                    <Ltr>{formatBalance(balance.native, balance.nativeSymbol)}</Ltr>
                  )}
                </td>
                <td>
                  {!balance.hasUsdc ? (
                    '—'
                  ) : balance.loading ? (
                    '…'
                  ) : balance.usdc === null ? (
                    t('wallet.page.unavailable')
                  ) : (
                    <Ltr>{formatBalance(balance.usdc, 'USDC')}</Ltr>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </GlassCard>

      {testEthOffered && (
        <GlassCard as="section" padding="medium" className="wallet-card" aria-labelledby="test-eth">
          <h2 id="test-eth">{t('wallet.testEth.title')}</h2>
          <p className="wallet-card__lead">{t('wallet.testEth.lead')}</p>
          <GetTestEth chainId={LOCAL_CHAIN_ID} />
        </GlassCard>
      )}

      <GlassCard
        as="section"
        padding="medium"
        className="wallet-card"
        aria-labelledby="recent-transactions"
      >
        <h2 id="recent-transactions">{t('wallet.page.recentTransactions')}</h2>
        {transactions.length === 0 ? (
          <p>{t('wallet.page.noTransactions')}</p>
        ) : (
          <ol className="wallet-transactions" aria-label={t('wallet.page.recentTransactions')}>
            {transactions.map((entry) => {
              const url = transactionUrl(entry.chainId, entry.hash)
              return (
                <li key={entry.hash} className="wallet-transactions__item">
                  <strong>{entry.description}</strong>
                  <span>
                    {t(`wallet.page.status.${entry.status}`)}
                    {entry.status !== 'pending' &&
                      ` · ${t('wallet.page.confirmations', { count: entry.confirmations })}`}
                    {' · '}
                    {chainName(entry.chainId)}
                  </span>
                  {url ? (
                    <a href={url} target="_blank" rel="noopener noreferrer" title={entry.hash}>
                      {t('wallet.page.viewOnExplorer')}{' '}
                      <Ltr as="code">{shortAddress(entry.hash)}</Ltr>
                    </a>
                  ) : (
                    <Ltr as="code" title={entry.hash}>
                      {shortAddress(entry.hash)}
                    </Ltr>
                  )}
                </li>
              )
            })}
          </ol>
        )}
      </GlassCard>
    </div>
  )
}
