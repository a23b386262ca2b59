import { execFileSync } from 'node:child_process'
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import tls from 'node:tls'
import { importJWK, jwtVerify } from 'jose'

/** One push request as the push service saw it, decrypted with the browser's keys. */
export type ReceivedPush = {
  subscription: string
  headers: Record<string, string | string[] | undefined>
  payload: unknown
  /** The VAPID token's claims, once its signature checked out with `k`. */
  vapid: { publicKey: string; aud: string; sub: string; exp: number }
}

/**
 * A push service on 127.0.0.1 over https, standing in for FCM or Mozilla's: each
 * subscription it hands out holds a browser's keys (P-256 + auth secret), so it can decrypt
 * what the server sends (RFC 8291 aes128gcm) and check its VAPID signature (RFC 8292).
 * Its self-signed certificate is made with openssl and trusted by this process's TLS
 * clients (the in-process equivalent of NODE_EXTRA_CA_CERTS).
 */
export async function startLocalPushService() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agora-push-'))
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '2'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  )
  const cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8')
  const key = readFileSync(path.join(dir, 'key.pem'), 'utf8')
  rmSync(dir, { recursive: true, force: true })
  const defaultCas = tls.getCACertificates('default')
  tls.setDefaultCACertificates([...defaultCas, cert])

  const browsers = new Map<
    string,
    { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number }
  >()
  const received: ReceivedPush[] = []
  const server = https.createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const id = request.url?.split('/').pop() ?? ''
      const browser = browsers.get(id)
      if (!browser) return response.writeHead(404).end()
      try {
        const vapid = await checkVapid(String(request.headers.authorization ?? ''))
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), browser.ecdh, browser.auth))
        received.push({ subscription: id, headers: request.headers, payload, vapid })
        response.writeHead(browser.status).end()
      } catch (error) {
        response.writeHead(400).end(String(error))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    received,
    /** A browser's new subscription, as PushSubscription.toJSON() gives it. */
    subscribe() {
      const id = randomBytes(12).toString('hex')
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      browsers.set(id, { ecdh, auth, status: 201 })
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      }
    },
    /** From now on the push service answers this status (410: the browser unsubscribed). */
    answer(id: string, status: number) {
      const browser = browsers.get(id)
      if (browser) browser.status = status
    },
    async close() {
      tls.setDefaultCACertificates(defaultCas)
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** RFC 8291 + RFC 8188: salt(16) ‖ rs(4) ‖ idlen(1) ‖ sender key(65) ‖ ciphertext ‖ tag(16). */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer) {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const senderKey = body.subarray(21, 21 + idLength)
  const sealed = body.subarray(21 + idLength)
  const shared = ecdh.computeSecret(senderKey)
  const hmac = (k: Buffer, data: Buffer) => createHmac('sha256', k).update(data).digest()
  const info = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    senderKey,
    Buffer.from([1]),
  ])
  const ikm = hmac(hmac(auth, shared), info)
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(sealed.subarray(sealed.length - 16))
  const plain = Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - 16)),
    decipher.final(),
  ])
  // the last record ends with the 0x02 delimiter, then padding zeros
  const end = plain.lastIndexOf(2)
  return plain.subarray(0, end).toString('utf8')
}

/** `vapid t=<ES256 JWT>, k=<public key>`: the token must verify with that key. */
async function checkVapid(header: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header)
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${header}`)
  const point = Buffer.from(match[2], 'base64url')
  const publicKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  )
  const { payload } = await jwtVerify(match[1], publicKey, { algorithms: ['ES256'] })
  return {
    publicKey: match[2],
    aud: String(payload.aud),
    sub: String(payload.sub),
    exp: Number(payload.exp),
  }
}
