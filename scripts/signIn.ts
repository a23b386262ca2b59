import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** Signs a fresh wallet in through the API (real SIWE) and returns its session token. */
export async function signInNewWallet(baseUrl: string) {
  return (await signInNewUser(baseUrl)).token
}

/** A fresh wallet signed in through the API (real SIWE): its address and session token. */
export async function signInNewUser(baseUrl: string, headers: Record<string, string> = {}) {
  const account = privateKeyToAccount(generatePrivateKey())
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
  const { nonce, message } = await post<{ nonce: string; message: string }>('/api/auth/nonce', {
    walletAddress: account.address,
  })
  const signature = await account.signMessage({ message })
  const { token } = await post<{ token: string }>('/api/auth/wallet', {
    address: account.address,
    signature,
    message,
    nonce,
  })
  return { address: account.address, token }
}
