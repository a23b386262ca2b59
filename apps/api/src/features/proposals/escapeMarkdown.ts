/** Text that a proposal's markdown body shows as written, never as markup. */
export const escapeMarkdown = (text: string) => text.replace(/([\\[\]()*_`#<>!|~])/g, '\\$1')
