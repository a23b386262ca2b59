import { randomUUID } from 'node:crypto'
import { link, unlink, writeFile } from 'node:fs/promises'

/**
 * Creates `file` holding `contents`, owner-only, unless it already exists. The contents are
 * written to a file of their own first and then linked into place, so an instance starting at
 * the same moment never reads the file half-written (an exclusive create alone exposes it
 * empty until the write lands).
 */
export async function writeFileOnce(file: string, contents: string): Promise<void> {
  const draft = `${file}.${randomUUID()}.draft`
  await writeFile(draft, contents, { mode: 0o600, flag: 'wx' })
  try {
    await link(draft, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error
    })
  } finally {
    await unlink(draft)
  }
}
