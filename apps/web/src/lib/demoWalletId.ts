/** The demo wallet's connector id and name, without the wallet library behind them. */
export const DEMO_WALLET_ID = 'agoraDemoWallet'
export const DEMO_WALLET_NAME = 'Demo wallet'
