import { type MessagePattern, pattern } from '../messagePatterns.ts'

/** Refusals of text that links a phishing, wallet-drainer or look-alike domain. */
export const LINK_SAFETY_PATTERNS: readonly MessagePattern[] = [
  pattern(
    'This links {host}, a known phishing or wallet-draining site: take the link out',
    'Esto enlaza {host}, un sitio conocido de phishing o de vaciado de billeteras: quita el enlace',
  ),
  pattern(
    'This links {host}, which imitates {site}: take the link out',
    'Esto enlaza {host}, que imita a {site}: quita el enlace',
  ),
  pattern(
    'This links {host}, which mixes alphabets to look like another site: take the link out',
    'Esto enlaza {host}, que mezcla alfabetos para parecerse a otro sitio: quita el enlace',
  ),
]
