import { describe, expect, it } from 'vitest'
import { scanDomainMessages, scanErrorProperties, scanThrownMessages } from './scanErrorMessages.ts'

const CLASSES = ['AppError', 'NotFoundError', 'ValidationError', 'AuthRequiredError']

function scan(source: string) {
  const { found, indirect } = scanThrownMessages([{ file: 'x.ts', source }], CLASSES)
  return { found: found.map((f) => f.message), indirect: indirect.map((i) => i.argument) }
}

describe('scanThrownMessages', () => {
  it('reads a literal, a template (values as {}), and AppError’s third argument', () => {
    const { found } = scan(`
      throw new NotFoundError('No such post', 'POST_NOT_FOUND')
      throw new NotFoundError(
        \`Nobody is called @\${name.replaceAll('_', ' ')} on Agora\`,
        'USER_NOT_FOUND',
      )
      throw new AppError(409, 'CONFLICT', "It's taken")`)
    expect(found).toEqual(['No such post', 'Nobody is called @{} on Agora', "It's taken"])
  })

  it('reads both branches of a ternary, but not the strings it compares', () => {
    const { found } = scan(`
      throw new NotFoundError(kind === 'post' ? 'No such post' : 'No such comment')`)
    expect(found).toEqual(['No such post', 'No such comment'])
  })

  it('reads a message through a same-file constant and a one-line wrapper', () => {
    const { found, indirect } = scan(`
      const NOT_FOUND = 'No such conversation'
      const refuse = (code: ErrorCode, message: string) => new AuthRequiredError(message, code)
      throw new NotFoundError(NOT_FOUND, 'CONVERSATION_NOT_FOUND')
      throw refuse('NONCE_INVALID', 'This sign-in request is not valid')`)
    expect(found).toEqual(['No such conversation', 'This sign-in request is not valid'])
    expect(indirect).toEqual([])
  })

  it('reads field messages in the details, literal or named', () => {
    const { found } = scan(`
      const message = \`must be above 0 with at most \${decimals} decimals\`
      throw new ValidationError('Invalid request: body.until must be in the future', {
        fields: [{ field: 'body.until', message: 'must be in the future' }, { field, message }],
      })`)
    expect(found).toEqual([
      'Invalid request: body.until must be in the future',
      'must be in the future',
      'must be above 0 with at most {} decimals',
    ])
  })

  it('reports what it cannot read instead of dropping it', () => {
    const { found, indirect } = scan(`
      function check(problem: string, reason = 'Cannot reach the chain') {
        throw new NotFoundError(problem)
        throw new NotFoundError(\`\${problem}\`)
        throw new NotFoundError(reason)
      }`)
    expect(found).toEqual(['Cannot reach the chain'])
    expect(indirect).toEqual(['problem', "'{}'", 'reason'])
  })

  it('is not thrown off by regex literals, comments and default messages', () => {
    const { found } = scan(`
      const ok = /^[)('"\`]+$/.test(value) // don't ( stop
      /* new NotFoundError('in a comment') */
      throw new AuthRequiredError()
      throw new NotFoundError('No such image')`)
    expect(found).toEqual(['No such image'])
  })
})

describe('scanErrorProperties', () => {
  it('reads `error:` and `message:` properties, through `??` fallbacks', () => {
    const source = `
      const CODES = { A: { status: 400, code: 'INVALID_JSON', message: 'Body is not valid JSON' } }
      return { error: fastifyError.message ?? 'Bad request', code: 'BAD_REQUEST' }`
    expect(scanErrorProperties([{ file: 'x.ts', source }]).map((f) => f.message)).toEqual([
      'Body is not valid JSON',
      'Bad request',
    ])
  })
})

describe('scanDomainMessages', () => {
  it('reads messages of zod checks, *_PROBLEM constants and *Problem rules', () => {
    const source = `
      export const PRICE_RANGE_PROBLEM = 'must not be above the maximum price'
      const handle = z.string().regex(/^[a-z(]{3}$/, 'must be 3 letters').max(30, \`at most \${N}\`)
      const url = z.url({ protocol: /^https$/, error: 'not an https URL' })
      const q = header.startsWith('q=')
      export function choiceProblem(system: string, choice: number[]): string | null {
        if (choice.length === 0) return 'Name a choice'
        if (system === 'basic') return \`Choice \${choice[0]} does not exist\`
        return null
      }`
    expect(scanDomainMessages([{ file: 'x.ts', source }]).map((f) => f.message)).toEqual([
      'must not be above the maximum price',
      'must be 3 letters',
      'at most {}',
      'not an https URL',
      'Name a choice',
      'Choice {} does not exist',
    ])
  })
})
