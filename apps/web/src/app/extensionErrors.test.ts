import { describe, expect, it, vi } from 'vitest'
import { isExtensionError, suppressExtensionErrors } from './extensionErrors.ts'

describe('isExtensionError', () => {
  it('recognises errors raised by extensions', () => {
    const fromStack = new Error('boom')
    fromStack.stack = 'Error: boom\n    at chrome-extension://abcdef/inpage.js:1:1'
    expect(isExtensionError(fromStack)).toBe(true)
    expect(isExtensionError(new Error('Extension context invalidated.'))).toBe(true)
    expect(isExtensionError({ message: 'Error in invocation of runtime.sendMessage' })).toBe(true)
    expect(isExtensionError('Script error.', 'moz-extension://id/content.js')).toBe(true)
  })

  it('leaves the app’s own errors alone', () => {
    expect(isExtensionError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isExtensionError(undefined)).toBe(false)
  })
})

describe('suppressExtensionErrors', () => {
  it('stops extension errors and lets other errors through', () => {
    const stop = suppressExtensionErrors(window)
    const seen = vi.fn()
    window.addEventListener('error', seen)
    const extension = new ErrorEvent('error', {
      message: 'x',
      filename: 'chrome-extension://id/inpage.js',
      cancelable: true,
    })
    window.dispatchEvent(extension)
    expect(extension.defaultPrevented).toBe(true)
    expect(seen).not.toHaveBeenCalled()

    const own = new ErrorEvent('error', { message: 'own bug', cancelable: true })
    window.dispatchEvent(own)
    expect(own.defaultPrevented).toBe(false)
    expect(seen).toHaveBeenCalledTimes(1)
    stop()
    window.removeEventListener('error', seen)
  })
})
