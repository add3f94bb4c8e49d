const IPV4_LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

/**
 * Whether a host name is the local machine: localhost, any *.localhost name, 127.x.x.x, ::1
 * (bare or in brackets, as `location.hostname` gives it) or 0.0.0.0. Case and a trailing dot are
 * ignored. The runtime error guard is off on these hosts (SPEC.md section 8).
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (host === '::1' || host === '[::1]' || host === '0.0.0.0') return true
  const loopback = IPV4_LOOPBACK.exec(host)
  return loopback?.slice(1).every((octet) => Number(octet) <= 255) ?? false
}
