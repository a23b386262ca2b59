import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'
import {
  checkCatalogue,
  describeProblem,
  type SourceCatalogue,
} from '../../../packages/domain/src/i18n/catalogueCheck.ts'
import { textDirection } from '../../../packages/domain/src/i18n/locales.ts'

const PREFIX = 'virtual:messages/'
const ERRORS_PREFIX = 'virtual:error-messages/'
const SOURCE_LOCALE = 'en'

/**
 * `import('virtual:messages/es')` gives Spanish, compiled at build time (the runtime then needs
 * no ICU parser): every file of src/i18n/locales/es/, its keys prefixed by the file's name.
 * `import('virtual:error-messages/es')` gives the API's error messages in Spanish, keyed by
 * code: the catalogue the server writes its answers from (packages/domain/src/errorMessages).
 * The build fails when a language misses a key English has, or changes its placeholders.
 * Beside the messages, the language's `direction` ('rtl' for Arabic): worked out here, the rule
 * costs the first load nothing.
 */
export function messageCatalogues(): Plugin {
  const root = path.resolve(import.meta.dirname, '../src/i18n/locales')
  const errorsRoot = path.resolve(import.meta.dirname, '../../../packages/domain/src/errorMessages')
  const sources = [
    { prefix: PREFIX, folder: root, key: (file: string, name: string) => `${file}.${name}` },
    { prefix: ERRORS_PREFIX, folder: errorsRoot, key: (_area: string, code: string) => code },
  ]
  return {
    name: 'agora:message-catalogues',
    async buildStart() {
      const problems = [...(await disagreements(root)), ...(await disagreements(errorsRoot))]
      if (problems.length > 0) {
        this.error(
          `Message catalogues disagree with English:\n${problems.map(describeProblem).join('\n')}`,
        )
      }
    },
    resolveId(id) {
      return sources.some(({ prefix }) => id.startsWith(prefix)) ? `\0${id}` : undefined
    },
    async load(id) {
      const source = sources.find(({ prefix }) => id.startsWith(`\0${prefix}`))
      if (!source) return undefined
      const locale = id.slice(source.prefix.length + 1)
      const compiled: Record<string, unknown> = {}
      for (const [file, messages] of Object.entries(await readCatalogue(source.folder, locale))) {
        this.addWatchFile(path.join(source.folder, locale, `${file}.json`))
        for (const [name, message] of Object.entries(messages)) {
          compiled[source.key(file, name)] = compileMessageOrThrow(message)
        }
      }
      return `export default ${JSON.stringify(compiled)}\nexport const direction = ${JSON.stringify(textDirection(locale))}`
    },
  }
}

async function disagreements(root: string) {
  const locales = await readdir(root)
  const source = await readCatalogue(root, SOURCE_LOCALE)
  const problems = []
  for (const locale of locales.filter((name) => name !== SOURCE_LOCALE)) {
    problems.push(...checkCatalogue(source, locale, await readCatalogue(root, locale)))
  }
  return problems
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
