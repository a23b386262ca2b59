import { z } from 'zod'

/** GET /api/link-safety/blocklist: the domains links are checked against. */
export const linkBlocklistSchema = z.object({
  domains: z.array(z.string()).describe('Blocked domains (ASCII, lower case); subdomains too'),
})
