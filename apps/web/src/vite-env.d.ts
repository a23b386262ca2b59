/// <reference types="vite/client" />

/** A language's compiled messages (apps/web/build/messageCatalogues.ts). */
declare module 'virtual:messages/*' {
  const messages: import('@lingui/core').Messages
  export default messages
  /** how the language is written: the page's `dir` */
  export const direction: import('@agora/domain').TextDirection
}
