/// <reference types="vite/client" />

/** A language's compiled messages (apps/web/build/messageCatalogues.ts). */
declare module 'virtual:messages/*' {
  const messages: import('@lingui/core').Messages
  export default messages
  /** how the language is written: the page's `dir` */
  export const direction: import('@agora/domain').TextDirection
}

/** The API's error messages in one language, keyed by code (the same build plugin). */
declare module 'virtual:error-messages/*' {
  const messages: import('@lingui/core').Messages
  export default messages
}
