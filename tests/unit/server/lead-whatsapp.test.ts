import { describe, expect, it } from "vitest";
import { replyOnWhatsappLink, waNumber } from "~/leads/notify/lead-whatsapp";
import { translator } from "~/i18n/translator";

describe("Reply on WhatsApp (issue 32 item 1)", () => {
  it("turns the number a lead typed into the one wa.me opens", () => {
    expect(waNumber("012-345 6789")).toBe("60123456789");
    expect(waNumber("03-2161 1234")).toBe("60321611234");
    expect(waNumber("+60 12-345 6789")).toBe("60123456789");
    expect(waNumber("60123456789")).toBe("60123456789");
    expect(waNumber("+65 9123 4567")).toBe("6591234567");
  });

  it("greets the lead in their language, quoting the listing", () => {
    const lead = { name: "Chong Li Hua", phone: "011-1234 5678" };
    const listing = { display_id: 1042, title: "满家乐公寓" };
    const from = { consultantName: "Aisyah Rahman", agencyName: "Demo Realty" };
    const link = new URL(replyOnWhatsappLink(lead, listing, from, translator("zh")));
    expect(link.pathname).toBe("/601112345678");
    expect(link.searchParams.get("text")).toBe("Chong Li Hua您好，我是Demo Realty的Aisyah Rahman。感谢您咨询房源编号 1042 - 满家乐公寓。请问您什么时候方便聊一聊？");
    const english = new URL(replyOnWhatsappLink(lead, { display_id: 1042, title: "Mont Kiara Condo" }, from, translator("en")));
    expect(english.searchParams.get("text")).toBe(
      "Hi Chong Li Hua, this is Aisyah Rahman from Demo Realty. Thank you for your enquiry about Property ID 1042 - Mont Kiara Condo. When is a good time to talk?",
    );
  });
});
