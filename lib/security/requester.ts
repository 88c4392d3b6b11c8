import { isIP } from "node:net";
import { trustedProxyHops } from "@/config/env";

/**
 * Who a visitor's request comes from, for rate limits of routes anyone may call: the address our
 * platform's proxy appended to X-Forwarded-For, never one the client wrote. Google's load balancer
 * (in front of App Hosting) keeps whatever the client sent and appends `<client>, <its own
 * address>` (https://cloud.google.com/load-balancing/docs/https#x-forwarded-for_header), so the
 * client is the entry `hops` places from the right (config/env.ts TRUSTED_PROXY_HOPS, default 1).
 *
 * The key is `ip-<IPv4>` or `ip-<first 64 bits of an IPv6 address>::`: one household or phone
 * network holds a whole /64, so counting per address would give it 2^64 limits (and as many
 * rateLimits documents). A header too short for `hops`, or an entry that is no IP address, is
 * `ip-unknown`: one shared limit, never a key the client can choose (issue 48).
 */
export function requesterAddress(request: Request, hops = trustedProxyHops()): string {
  const entries = (request.headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
  const appended = entries.length > hops ? entries[entries.length - 1 - hops] : undefined;
  return `ip-${(appended && addressKey(appended)) || "unknown"}`;
}

function addressKey(address: string): string | null {
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  return `${ipv6Groups(address).slice(0, 4).join(":")}::`;
}

/** The eight groups of an IPv6 address, without leading zeros ("2001:db8::1" → 2001, db8, 0, …, 1). */
function ipv6Groups(address: string): string[] {
  const groups = (part: string) => (part ? part.split(":").flatMap((group) => (group.includes(".") ? ipv4AsGroups(group) : [group])) : []);
  const [head = "", tail] = (address.toLowerCase().split("%")[0] ?? "").split("::");
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return all.map((group) => group.replace(/^0+(?=.)/, ""));
}

function ipv4AsGroups(ipv4: string): string[] {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split(".").map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
