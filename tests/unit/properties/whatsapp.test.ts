import { describe, expect, it } from "vitest";
import { whatsappLink, whatsappMessage } from "~/site/whatsapp";

const listing = { display_id: 42, title: "Corner Unit & KLCC View" };

describe("WhatsApp Now link", () => {
  it("opens a chat with the configured number", () => {
    const url = new URL(whatsappLink("60123456789", listing));
    expect(url.origin + url.pathname).toBe("https://wa.me/60123456789");
  });

  it("prefills a question about availability that quotes the display id", () => {
    const text = new URL(whatsappLink("60123456789", listing, "https://x.my/listing/a")).searchParams.get("text");
    expect(text).toBe(whatsappMessage(listing, "https://x.my/listing/a"));
    expect(text).toMatch(/still available\?/);
    expect(text).toContain("Property ID: 42");
    expect(text).toContain("Corner Unit & KLCC View");
    expect(text).toContain("https://x.my/listing/a");
  });

  it("encodes the message so characters like & do not cut it short", () => {
    const link = whatsappLink("60123456789", listing);
    expect(link).not.toContain(" ");
    expect(link).toContain("%26");
  });

  it("keeps only the digits of the number", () => {
    expect(whatsappLink("+60 12-345 6789", listing)).toMatch(/^https:\/\/wa\.me\/60123456789\?/);
  });
});
