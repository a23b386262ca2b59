import ipaddr from 'ipaddr.js'

/**
 * Whether an IP address is on the public internet. ipaddr.js names every special range
 * (loopback, private, link-local, unique-local, CGNAT, multicast, unspecified, reserved, …)
 * and `process` unwraps IPv4-mapped IPv6 first, so only plain global unicast passes.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'unicast'
}

/** A URL's host as a lookup or the allow-list names it: lower case, IPv6 without brackets. */
export function bareHost(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1')
}
