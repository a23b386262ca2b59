/** Where the last config the server gave is kept, for a start without the network. */
export const LAST_CLIENT_CONFIG_KEY = 'agora.lastClientConfig'
