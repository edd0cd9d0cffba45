import { describe, expect, it } from "vitest";
import { monthlyInstalment } from "~/properties/display/instalment";
import { parseShortlistIds, SHORTLIST_MAX } from "~/properties/shortlist.server";
import { shareLinks } from "~/site/share";
import { shortlistWhatsappLink } from "~/site/whatsapp";

describe("monthly instalment", () => {
  // Worked examples of the amortisation formula: RM 2,608 (a Malaysian guide) and 1,199.10 (the textbook one).
  it("matches published worked examples", () => {
    expect(monthlyInstalment(500_000, 100, 4.75, 30)).toBe(2_608);
    expect(monthlyInstalment(200_000, 100, 6, 30)).toBe(1_199);
  });

  it("spreads the loan evenly at 0%", () => {
    expect(monthlyInstalment(120_000, 100, 0, 10)).toBe(1_000);
  });
});

describe("shortlist ids", () => {
  it("keeps whole numbers, once each, in the order given", () => {
    expect(parseShortlistIds("12, 5,abc,12,-3,9.5,7")).toEqual([12, 5, 7]);
  });

  it("tells a missing list from an empty one", () => {
    expect(parseShortlistIds(null)).toBeNull();
    expect(parseShortlistIds("")).toEqual([]);
  });

  it(`cuts a long list at ${SHORTLIST_MAX}`, () => {
    const many = Array.from({ length: 80 }, (_, i) => i + 1).join(",");
    expect(parseShortlistIds(many)).toHaveLength(SHORTLIST_MAX);
  });
});

describe("WhatsApp my shortlist", () => {
  it("names every listing by display id, title and link in one message to the consultant", () => {
    const url = new URL(
      shortlistWhatsappLink("60123456789", [
        { display_id: 7, title: "Corner & Garden", url: "https://x.my/listing/a" },
        { display_id: 9, title: "Loft", url: "https://x.my/listing/b" },
      ]),
    );
    expect(url.origin + url.pathname).toBe("https://wa.me/60123456789");
    const text = url.searchParams.get("text")!;
    expect(text).toContain("1. Property ID 7 - Corner & Garden\nhttps://x.my/listing/a");
    expect(text).toContain("2. Property ID 9 - Loft\nhttps://x.my/listing/b");
  });
});

describe("share links", () => {
  it("carry the page's address, encoded", () => {
    const links = shareLinks("https://x.my/listing/a?b=1&c=2", "Sri & Co");
    expect(new URL(links.facebook).searchParams.get("u")).toBe("https://x.my/listing/a?b=1&c=2");
    expect(new URL(links.telegram).searchParams.get("url")).toBe("https://x.my/listing/a?b=1&c=2");
    expect(new URL(links.whatsapp).searchParams.get("text")).toBe("Sri & Co\nhttps://x.my/listing/a?b=1&c=2");
  });
});
