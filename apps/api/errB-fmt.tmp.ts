import { errorText } from './src/http/errorCatalogue.ts'
const cases: [string, Record<string, string | number> | undefined][] = JSON.parse(process.argv[2] ?? '[]')
for (const [code, params] of cases) for (const l of ['en', 'es'] as const) console.log(l, code, '→', errorText(l, code as never, params).text)
