/** A user's page, by handle: the address people share. */
export const userHref = (handle: string) => `/users/${encodeURIComponent(handle)}`
