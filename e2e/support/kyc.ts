import { type APIRequestContext, expect } from '@playwright/test'
import { bearer } from './session.ts'

/** A real 1×1 PNG: a document's picture, minus the pixels. */
export const DOCUMENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

type Document = { type: string; reference: string; country?: string }

/** Asks for verification through the API, each document with its picture uploaded first. */
export async function submitKycThroughApi(
  request: APIRequestContext,
  token: string,
  tier: string,
  documents: Document[],
) {
  const withImages = []
  for (const document of documents) {
    const upload = await request.post('/api/auth/kyc/documents', {
      headers: { ...bearer(token), 'content-type': 'image/png' },
      data: DOCUMENT_PNG,
    })
    expect(upload.status()).toBe(201)
    withImages.push({ ...document, imageId: ((await upload.json()) as { id: string }).id })
  }
  const submitted = await request.post('/api/auth/kyc/initiate', {
    headers: bearer(token),
    data: { tier, documents: withImages },
  })
  expect(submitted.status()).toBe(201)
}
