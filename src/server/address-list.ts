import { BlockList, isIP } from 'node:net'
import { ConfigurationError } from './configuration-error.ts'

/**
 * The addresses a setting (METRICS_ALLOW, TRUST_PROXY) names, comma-separated: single addresses
 * or CIDR ranges, IPv4 or IPv6. Anything else stops the server at start.
 */
export function addressList(setting: string, value: string): BlockList {
  const list = new BlockList()
  for (const entry of value.split(',').filter((item) => item.trim())) {
    const [address = '', prefix, ...rest] = entry.trim().split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    const bits = Number(prefix)
    const badPrefix =
      prefix !== undefined && !(/^\d+$/.test(prefix) && bits <= (family === 'ipv6' ? 128 : 32))
    if (!isIP(address) || badPrefix || rest.length > 0) {
      throw new ConfigurationError([
        `${setting}: ${JSON.stringify(entry)} is no address or CIDR range`,
      ])
    }
    if (prefix === undefined) list.addAddress(address, family)
    else list.addSubnet(address, bits, family)
  }
  return list
}

/** Whether the list holds the address; anything but an address is in no list. */
export function listed(list: BlockList, address: string): boolean {
  // An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d.
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  if (isIP(v4) === 4) return list.check(v4, 'ipv4')
  return isIP(address) === 6 && list.check(address, 'ipv6')
}
