import { type AttachedFile, decryptFile, encryptFile } from '@agora/domain'
import { errorFromResponse } from '../../lib/api.ts'
import { readAuthToken } from '../../lib/authToken.ts'
import { newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { uploadBytes } from '../../lib/uploadBytes.ts'

const authorization = () => ({ authorization: `Bearer ${readAuthToken() ?? ''}` })

/**
 * Encrypts each file here with a fresh key and uploads only the encrypted bytes; the keys
 * go into the sealed message. `onProgress` hears how many are up.
 */
export async function uploadFiles(files: File[], onProgress: (done: number) => void) {
  const attached: AttachedFile[] = []
  for (const file of files) {
    const { ciphertext, key, nonce } = encryptFile(new Uint8Array(await file.arrayBuffer()))
    const { data } = await uploadBytes<{ data: { id: string } }>(
      '/api/messages/attachments',
      new Blob([ciphertext as Uint8Array<ArrayBuffer>]),
      newIdempotencyKey(),
    )
    attached.push({
      id: data.id,
      key,
      nonce,
      name: file.name.slice(0, 255),
      type: file.type.slice(0, 255),
      size: file.size,
    })
    onProgress(attached.length)
  }
  return attached
}

/** Downloads a file's encrypted bytes and opens them here: a Blob of its own type. */
export async function openFile(file: AttachedFile, signal?: AbortSignal) {
  const response = await fetch(`/api/messages/attachments/${file.id}`, {
    headers: authorization(),
    ...(signal ? { signal } : {}),
  })
  if (!response.ok) throw await errorFromResponse(response)
  const bytes = decryptFile(new Uint8Array(await response.arrayBuffer()), file)
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: file.type })
}
