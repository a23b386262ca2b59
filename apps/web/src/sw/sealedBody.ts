/** Spec §6: an encrypted entry is the AES-GCM ciphertext with its 12-byte IV in front. */
const IV_BYTES = 12

export async function sealBody(key: CryptoKey, plain: ArrayBuffer): Promise<ArrayBuffer> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain))
  const out = new Uint8Array(IV_BYTES + sealed.length)
  out.set(iv)
  out.set(sealed, IV_BYTES)
  return out.buffer
}

/** Throws when the entry was sealed with another key or changed since. */
export async function openBody(key: CryptoKey, sealed: ArrayBuffer): Promise<ArrayBuffer> {
  const bytes = new Uint8Array(sealed)
  return crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
    key,
    bytes.slice(IV_BYTES),
  )
}
