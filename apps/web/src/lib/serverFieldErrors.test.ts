import { describe, expect, it } from 'vitest'
import { ApiError } from './api.ts'
import { serverFieldErrors } from './serverFieldErrors.ts'

const FIELDS = ['name', 'description', 'rules'] as const

const validationFailed = (fields: { field: string; message: string }[]) =>
  new ApiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields })

describe('serverFieldErrors', () => {
  it("puts each VALIDATION_FAILED issue at its field, list items at their list's field", () => {
    const error = validationFailed([
      { field: 'body.name', message: 'must be at most 60 characters' },
      { field: 'body.rules.3', message: 'too long' },
    ])
    expect(serverFieldErrors(error, FIELDS)).toEqual({
      fields: { name: 'Must be at most 60 characters', rules: 'Too long' },
      form: null,
    })
  })

  it('puts a nested issue at the most precise field the form has', () => {
    const error = validationFailed([
      { field: 'body.gate.minimum', message: 'must be above 0' },
      { field: 'body.listingApproval.quorum', message: 'too small' },
    ])
    expect(serverFieldErrors(error, ['gate', 'gate.minimum', 'listingApproval'])).toEqual({
      fields: { 'gate.minimum': 'Must be above 0', listingApproval: 'Too small' },
      form: null,
    })
  })

  it('puts a code the form names at that field', () => {
    const error = new ApiError(409, 'HANDLE_TAKEN', 'This handle is taken')
    expect(serverFieldErrors(error, ['handle', 'email'], { HANDLE_TAKEN: 'handle' })).toEqual({
      fields: { handle: 'This handle is taken' },
      form: null,
    })
  })

  it('keeps the whole message above the form when an issue names no field of the form', () => {
    const error = validationFailed([
      { field: 'body.name', message: 'too short' },
      { field: 'body.avatar', message: 'too long' },
    ])
    expect(serverFieldErrors(error, FIELDS)).toEqual({
      fields: { name: 'Too short' },
      form: 'Invalid request',
    })
  })

  it("shows any other failure above the form, in the API's words or the generic line", () => {
    const refused = new ApiError(401, 'LOGIN_FAILED', 'The e-mail or password is wrong.')
    expect(serverFieldErrors(refused, FIELDS)).toEqual({
      fields: {},
      form: 'The e-mail or password is wrong.',
    })
    expect(serverFieldErrors(new TypeError('boom'), FIELDS)).toEqual({
      fields: {},
      form: 'There was an error with the request.',
    })
  })
})
