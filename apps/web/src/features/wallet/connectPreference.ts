type ConnectorLike = { id: string }

export const NO_CONNECTOR_MESSAGE = 'No wallet connector found'

/**
 * The connector a connect action uses (spec §4 Connect action): the one asked for, else
 * MetaMask, else the injected wallet, else the first one there is.
 */
export function pickConnector<T extends ConnectorLike>(
  connectors: readonly T[],
  connectorId?: string,
): T | undefined {
  const byId = (id: string) => connectors.find((connector) => connector.id === id)
  return (
    (connectorId ? byId(connectorId) : undefined) ??
    byId('metaMask') ??
    byId('injected') ??
    connectors[0]
  )
}
