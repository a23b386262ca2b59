import type { DeliveryKind, Locale } from '@agora/domain'
import ar from './locales/ar.json' with { type: 'json' }
import de from './locales/de.json' with { type: 'json' }
import en from './locales/en.json' with { type: 'json' }
import es from './locales/es.json' with { type: 'json' }
import fr from './locales/fr.json' with { type: 'json' }
import ptBR from './locales/pt-BR.json' with { type: 'json' }

/**
 * What push notifications and e-mails say: one ICU catalogue per language (`locales/`), keyed
 * by message id, as the web's. English is the source; `deliveryMessages.test.ts` fails when a
 * language misses a text or drops a placeholder.
 */
export const DELIVERY_MESSAGES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en,
  es,
  fr,
  de,
  'pt-BR': ptBR,
  ar,
}

export type DeliveryMessageId = keyof typeof en

/** The id of a kind's name ("New followers"), for digests and unsubscribe lines. */
export const kindLabelId = (kind: DeliveryKind) =>
  `kind.${kind}` as const satisfies DeliveryMessageId
