import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../lib/api.ts'
import { FormAlert } from './FormAlert.tsx'
import { TextField } from './TextField.tsx'
import { useFormErrors } from './useFormErrors.ts'

const FIELDS = ['handle', 'email', 'password'] as const

function SignUp({ onSubmit }: { onSubmit: (form: ReturnType<typeof useSignUp>) => void }) {
  const form = useSignUp()
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(form)
      }}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField
        label="Handle"
        error={form.errors.handle}
        onChange={() => form.clearField('handle')}
      />
      <TextField label="E-mail" error={form.errors.email} />
      <TextField label="Password" error={form.errors.password} />
      <button type="submit">Create account</button>
    </form>
  )
}
const useSignUp = () => useFormErrors(FIELDS)

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }))

describe('useFormErrors', () => {
  it('moves focus to the first invalid field in the order of the form', () => {
    render(
      <SignUp
        onSubmit={(form) => form.show({ password: 'Too short', email: 'Enter your e-mail' })}
      />,
    )
    submit()
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'))
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Handle').getAttribute('aria-invalid')).toBeNull()
  })

  it('moves focus again on every failed submit, and not after a clean one', () => {
    let errors: Record<string, string> = { handle: 'Taken' }
    render(<SignUp onSubmit={(form) => form.show(errors)} />)
    submit()
    const handle = screen.getByLabelText('Handle')
    expect(document.activeElement).toBe(handle)
    handle.blur()
    submit()
    expect(document.activeElement).toBe(handle)
    handle.blur()
    errors = {}
    submit()
    expect(document.activeElement).not.toBe(handle)
    expect(handle.getAttribute('aria-invalid')).toBeNull()
  })

  it("puts the server's HANDLE_TAKEN at the handle field and focuses it", () => {
    render(
      <SignUp
        onSubmit={(form) =>
          form.showServerError(new ApiError(409, 'HANDLE_TAKEN', 'This handle is taken'), {
            HANDLE_TAKEN: 'handle',
          })
        }
      />,
    )
    submit()
    const handle = screen.getByLabelText('Handle')
    expect(document.activeElement).toBe(handle)
    expect(screen.getByText('This handle is taken').id).toBe(
      handle.getAttribute('aria-describedby'),
    )
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.change(handle, { target: { value: 'ada' } })
    expect(screen.queryByText('This handle is taken')).toBeNull()
  })

  it('focuses the message above the form when no field is to blame', () => {
    render(
      <SignUp
        onSubmit={(form) =>
          form.showServerError(
            new ApiError(401, 'LOGIN_FAILED', 'The e-mail or password is wrong.'),
          )
        }
      />,
    )
    submit()
    expect(document.activeElement).toBe(screen.getByRole('alert'))
    expect(screen.getByRole('alert').textContent).toBe('The e-mail or password is wrong.')
  })
})
