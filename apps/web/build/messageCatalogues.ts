import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'
import { textDirection } from '../../../packages/domain/src/i18n/locales.ts'
import {
  checkCatalogue,
  describeProblem,
  type SourceCatalogue,
} from '../src/i18n/catalogueCheck.ts'

const PREFIX = 'virtual:messages/'
const SOURCE_LOCALE = 'en'

/**
 * `import('virtual:messages/es')` gives Spanish, compiled at build time (the runtime then needs
 * no ICU parser): every file of src/i18n/locales/es/, its keys prefixed by the file's name.
 * The build fails when a language misses a key English has, or changes its placeholders.
 * Beside the messages, the language's `direction` ('rtl' for Arabic): worked out here, the rule
 * costs the first load nothing.
 */
export function messageCatalogues(): Plugin {
  const root = path.resolve(import.meta.dirname, '../src/i18n/locales')
  return {
    name: 'agora:message-catalogues',
    async buildStart() {
      const locales = await readdir(root)
      const source = await readCatalogue(root, SOURCE_LOCALE)
      const problems = []
      for (const locale of locales.filter((name) => name !== SOURCE_LOCALE)) {
        problems.push(...checkCatalogue(source, locale, await readCatalogue(root, locale)))
      }
      if (problems.length > 0) {
        this.error(
          `Message catalogues disagree with English:\n${problems.map(describeProblem).join('\n')}`,
        )
      }
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const locale = id.slice(PREFIX.length + 1)
      const catalogue = await readCatalogue(root, locale)
      const compiled: Record<string, unknown> = {}
      for (const [namespace, messages] of Object.entries(catalogue)) {
        this.addWatchFile(path.join(root, locale, `${namespace}.json`))
        for (const [name, message] of Object.entries(messages)) {
          compiled[`${namespace}.${name}`] = compileMessageOrThrow(message)
        }
      }
      return `export default ${JSON.stringify(compiled)}\nexport const direction = ${JSON.stringify(textDirection(locale))}`
    },
  }
}

async function readCatalogue(root: string, locale: string): Promise<SourceCatalogue> {
  const files = (await readdir(path.join(root, locale))).filter((file) => file.endsWith('.json'))
  const entries = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(root, locale, file), 'utf8')
      return [path.basename(file, '.json'), JSON.parse(text) as Record<string, string>] as const
    }),
  )
  return Object.fromEntries(entries)
}
