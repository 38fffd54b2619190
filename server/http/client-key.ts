/**
 * The one key every per-address limit and back-off counts by: the address Express resolved
 * (through TRUST_PROXY's hops), with IPv6 grouped by its /56 prefix. One household or phone
 * gets a whole /64 or more, so counting each IPv6 address alone would let one caller rotate
 * through billions of them; /56 is what express-rate-limit groups by unless told otherwise.
 */
import { ipKeyGenerator } from 'express-rate-limit';

export const IPV6_PREFIX = 56;

/** The limit key of an address (or of a request, by the address Express resolved for it). */
export function clientKey(from: string | { ip?: string | undefined } | undefined): string {
  const address = typeof from === 'string' ? from : from?.ip;
  if (!address) return 'unknown';
  return ipKeyGenerator(address, IPV6_PREFIX);
}
