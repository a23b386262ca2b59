// Writes the web app manifest's PNG icons (public/icons/): the favicon's violet gradient
// with a white "A". Run once: `node apps/web/scripts/makeIcons.mjs`; the PNGs are committed.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { deflateSync } from 'node:zlib'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes) => {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type, data) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** Inside the letter A (a triangle with a bar and a hole), in unit coordinates. */
function inLetter(x, y) {
  const top = 0.2
  const bottom = 0.8
  if (y < top || y > bottom) return false
  const t = (y - top) / (bottom - top)
  const half = 0.04 + t * 0.24
  const outer = Math.abs(x - 0.5) <= half
  const innerHalf = half - 0.11
  const inner = innerHalf > 0 && Math.abs(x - 0.5) < innerHalf
  const bar = y > 0.58 && y < 0.66
  return outer && (!inner || bar)
}

function icon(size, maskable) {
  const rows = []
  const radius = maskable ? 0 : size * 0.22
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4)
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size)
      let [r, g, b] = [79 + (124 - 79) * t, 70 + (58 - 70) * t, 229 + (237 - 229) * t]
      // maskable icons keep the letter in the middle 80 % safe zone
      const scale = maskable ? 0.8 : 1
      const ux = (x / size - 0.5) / scale + 0.5
      const uy = (y / size - 0.5) / scale + 0.5
      if (inLetter(ux, uy)) [r, g, b] = [255, 255, 255]
      const dx = Math.max(radius - x, x - (size - 1 - radius), 0)
      const dy = Math.max(radius - y, y - (size - 1 - radius), 0)
      const alpha = radius && dx * dx + dy * dy > radius * radius ? 0 : 255
      row.set([Math.round(r), Math.round(g), Math.round(b), alpha], 1 + x * 4)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 6, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const outDir = path.join(import.meta.dirname, '..', 'public', 'icons')
mkdirSync(outDir, { recursive: true })
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  writeFileSync(path.join(outDir, name), icon(size, maskable))
}
