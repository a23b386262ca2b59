import { AppError, AuthRequiredError, ForbiddenError, hasRole, type Role } from '@agora/domain'
import type { FastifyRequest } from 'fastify'
import type { Viewer } from './viewer.ts'

/** The viewer, or the reason their token was refused (401/403). Every protected route calls it. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (request.viewer) return request.viewer
  if (request.authFailure instanceof AppError) throw request.authFailure
  throw new AuthRequiredError()
}

export function requireRole(request: FastifyRequest, role: Role): Viewer {
  const viewer = requireViewer(request)
  if (!hasRole(viewer.role, role))
    throw new ForbiddenError('ROLE_REQUIRED', { role })
  return viewer
}
