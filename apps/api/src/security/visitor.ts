import { isIPv6 } from 'node:net'

/** The first 64 bits of an IPv6 address, its 4 groups written in full ('2001:db8:0:0' for 2001:db8::1). */
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')
}

/**
 * Who a visitor is, for the limits on what one visitor may take (delivery/van-places.ts holds,
 * orders/guest-caps.ts): the client's address (an IPv6 address by its /64, what one subscriber
 * gets; an IPv4 address written as IPv6 as the IPv4 address) and, when signed in, the account.
 */
export function visitorHolders(visitor: { address: string; userId: number | null }): string[] {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(visitor.address)?.[1]
  const address =
    !mapped && isIPv6(visitor.address)
      ? `ip6:${ipv6Prefix64(visitor.address)}`
      : `ip:${mapped ?? visitor.address}`
  return visitor.userId === null ? [address] : [address, `user:${visitor.userId}`]
}
