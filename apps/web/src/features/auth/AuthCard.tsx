import type { ReactNode } from 'react'
import { GlassCard } from '../../ui/GlassCard.tsx'
import './AuthCard.css'

type AuthCardProps = { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }

/** The frame of the sign-in screens: a centred card with a title, the form and a footer. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <div className="auth-screen">
      <GlassCard className="auth-card" padding="large" shadow="large" animate>
        <header className="auth-card__header">
          <h1>{title}</h1>
          {lead && <p>{lead}</p>}
        </header>
        {children}
        {footer && <footer className="auth-card__footer">{footer}</footer>}
      </GlassCard>
    </div>
  )
}
