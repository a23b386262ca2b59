import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { type AccountActions, AccountContext } from '../auth/AccountContext.ts'
import { fakeAuth, renderSocial } from '../feed/test/socialTestUtils.tsx'
import { PrivacySection } from './PrivacySection.tsx'

function renderPrivacy() {
  const account = {
    updatePrivacySettings: vi.fn(async () => undefined),
    updatePreferences: vi.fn(async () => undefined),
  } as unknown as AccountActions
  renderSocial(
    <AccountContext value={account}>
      <PrivacySection />
    </AccountContext>,
    { auth: fakeAuth(true) },
  )
}

describe('PrivacySection', () => {
  it('describes what each "Direct messages from" choice does, as the server enforces it', async () => {
    renderPrivacy()
    const senders = screen.getByRole('combobox', { name: 'Direct messages from' })
    const hint = () => document.getElementById(senders.getAttribute('aria-describedby') ?? '')
    expect(hint()?.textContent).toBe(
      'Anyone can write to you. A first message from someone you do not follow waits in Messages, under Requests, until you accept it or reply.',
    )
    await userEvent.selectOptions(senders, 'following')
    expect(hint()?.textContent).toBe(
      'Only people you follow can write to you; anyone else is refused. Conversations you already accepted go on.',
    )
    await userEvent.selectOptions(senders, 'nobody')
    expect(hint()?.textContent).toMatch(/^Nobody can start a conversation with you\./)
  })
})
