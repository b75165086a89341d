import { isIP } from 'node:net';

/** What the per-address limits count under when the client address is unknown (in-process calls). */
export const UNKNOWN_ADDRESS = 'unknown';

/** The eight 16-bit groups of an IPv6 address, as numbers (with an IPv4 tail folded in). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number);
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const fill = tail === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

/**
 * The key the per-address limits count under. An IPv6 client usually holds a whole /64 and can
 * change addresses inside it at will, so the /64 is what counts; an IPv4 address counts alone.
 */
export function addressKey(address: string | null): string {
  if (!address) return UNKNOWN_ADDRESS;
  if (isIP(address) !== 6) return address;
  const prefix = ipv6Groups(address).slice(0, 4).map((group) => group.toString(16));
  return `${prefix.join(':')}::/64`;
}
