import { trustedProxyHops } from "@/config/env";
import { requesterAddress } from "@/lib/security/requester";

// Issue 48: the verify route's limit was keyed on the FIRST X-Forwarded-For entry, which the client
// writes; 65 requests with a new first entry each were never limited. Google's load balancer
// appends `<client>, <load balancer>` to whatever the client sent.
const LOAD_BALANCER = "34.120.0.1";
const from = (forwardedFor: string | null, hops?: number) =>
  requesterAddress(new Request("http://shop.test/api/certificates/verify", { headers: forwardedFor === null ? {} : { "x-forwarded-for": forwardedFor } }), hops);

describe("the requester's address", () => {
  it("is the entry the load balancer appended, whatever the client wrote before it", () => {
    expect(from(`198.51.100.7, ${LOAD_BALANCER}`)).toBe("ip-198.51.100.7");
    const forged = Array.from({ length: 65 }, (_, i) => from(`10.0.${i}.1, 203.0.113.${i}, 198.51.100.7, ${LOAD_BALANCER}`));
    expect(new Set(forged)).toEqual(new Set(["ip-198.51.100.7"]));
  });

  it("counts the platform's own hops from the right: none where the last entry is the client", () => {
    expect(from("203.0.113.9, 198.51.100.7", 0)).toBe("ip-198.51.100.7");
    expect(from(`203.0.113.9, 198.51.100.7, 10.1.0.2, ${LOAD_BALANCER}`, 2)).toBe("ip-198.51.100.7");
  });

  it("is one shared 'unknown' when the header is missing, too short or holds no address there", () => {
    expect(from(null)).toBe("ip-unknown");
    expect(from("198.51.100.7")).toBe("ip-unknown");
    expect(from(`<script>, ${LOAD_BALANCER}`)).toBe("ip-unknown");
    expect(from(`rateLimits/x, ${LOAD_BALANCER}`)).toBe("ip-unknown");
    expect(from(`198.51.100.7:443, ${LOAD_BALANCER}`)).toBe("ip-unknown");
  });

  it("counts an IPv6 client by its /64, which one household or phone holds whole", () => {
    const keys = ["2001:db8:1:2::1", "2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2:a:b:1.2.3.4"].map((address) => from(`${address}, ${LOAD_BALANCER}`));
    expect(new Set(keys)).toEqual(new Set(["ip-2001:db8:1:2::"]));
    expect(from(`2001:db8::1, ${LOAD_BALANCER}`)).toBe("ip-2001:db8:0:0::");
    expect(from(`::1, ${LOAD_BALANCER}`)).toBe("ip-0:0:0:0::");
    expect(from(`::ffff:198.51.100.7, ${LOAD_BALANCER}`)).toBe("ip-198.51.100.7");
  });
});

describe("TRUSTED_PROXY_HOPS", () => {
  it("is 1 unless set, a small whole number when set, and refuses anything else", () => {
    expect(trustedProxyHops({})).toBe(1);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: "0" })).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: " 2 " })).toBe(2);
    for (const value of ["-1", "one", "1.5", "10"]) expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: value })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
