/** A person's page, by handle: the address people share. */
export const personHref = (handle: string) => `/people/${encodeURIComponent(handle)}`
