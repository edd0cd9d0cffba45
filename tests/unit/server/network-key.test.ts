import { describe, expect, it } from "vitest";
import { networkKey } from "~/platform/network-key";

describe("networkKey", () => {
  it("keeps an IPv4 address whole, however it is written", () => {
    expect(networkKey("203.0.113.7")).toBe("203.0.113.7");
    expect(networkKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(networkKey("203.0.113.8")).not.toBe(networkKey("203.0.113.7"));
  });

  it("counts an IPv6 address by its /64, in any spelling", () => {
    expect(networkKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(networkKey("2001:0DB8:0001:0002::ffff")).toBe("2001:db8:1:2::/64");
    expect(networkKey("2001:db8:1:3::1")).not.toBe(networkKey("2001:db8:1:2::1"));
  });

  it("gives anything that is not an address as its own key", () => {
    expect(networkKey("unknown")).toBe("unknown");
  });
});
