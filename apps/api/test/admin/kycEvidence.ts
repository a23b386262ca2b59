import type { App } from '../../src/app.ts'
import { bearer } from '../wallets.ts'

/** A real 1×1 PNG: what a phone's picture of a document is, minus the pixels. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

export function uploadKycImage(app: App, token: string, bytes = TINY_PNG, type = 'image/png') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/kyc/documents',
    headers: { ...bearer(token), 'content-type': type },
    payload: bytes,
  })
}

type Document = { type: string; reference: string; country?: string }

/** The documents with a picture each, uploaded as the person holding `token`. */
export async function withImages(app: App, token: string, documents: Document[]) {
  return Promise.all(
    documents.map(async (document) => {
      const res = await uploadKycImage(app, token)
      if (res.statusCode !== 201) throw new Error(`picture refused: ${res.body}`)
      return { ...document, imageId: res.json().id as string }
    }),
  )
}

/** An admin opens a person's pending case (a decision needs it), as the review card does. */
export async function openKycCase(app: App, adminToken: string, userId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/kyc/${userId}/review`,
    headers: bearer(adminToken),
  })
}
