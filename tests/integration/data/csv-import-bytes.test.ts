import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import * as dataPage from "~/routes/admin/data";
import type { ImportReport } from "~/properties/transfer/import-report";
import { adminCookie, args, unwrap } from "../admin-helpers";

/** Issue 28 item 13: a file in another encoding, or with a NUL byte, is refused with a message that says what to do; nothing is stored. */
function upload(bytes: Buffer, cookie: string): Request {
  const form = new FormData();
  form.append("intent", "check");
  form.append("file", new File([new Uint8Array(bytes)], "listings.csv", { type: "text/csv" }));
  return new Request("https://listings.example.my/admin/data", { method: "POST", body: form, headers: { Cookie: cookie } });
}

const titles = async () => (await getDb().selectFrom("properties").select("title").execute()).map((r) => r.title);

type Reply = { step: string; error?: string; report: ImportReport | null; checked?: string | null };

describe("the listings import reads UTF-8 text only", () => {
  it("refuses a Latin-1 file, saying to save it as UTF-8 and where the first other byte is", async () => {
    const cookie = await adminCookie();
    const latin1 = Buffer.from("title,location,listing_type,price_sale\nCafé Residensi,Cheras,sale,500000\nRésidence Ünïque,Cheras,sale,600000\n", "latin1");
    const { status, data } = unwrap<Reply>(await dataPage.action(args(upload(latin1, cookie))));
    expect(status).toBe(400);
    expect(data.step).toBe("refused");
    expect(data.error).toMatch(/^The file is not saved as UTF-8 \(line 2 has a character in another encoding\)/);
    expect(data.error).toContain('"CSV UTF-8 (Comma delimited)"');
  });

  it("reads a UTF-8 file with or without a byte-order mark, Chinese and Malay names intact", async () => {
    const cookie = await adminCookie();
    for (const bom of ["\uFEFF", ""]) {
      const text = `${bom}title,location,listing_type,price_sale\n武吉免登豪华公寓 Café,Cheras,sale,500000\n`;
      const { data } = unwrap<Reply>(await dataPage.action(args(upload(Buffer.from(text, "utf8"), cookie))));
      expect(data.step).toBe("checked");
      expect(data.report!.rows.map((r) => r.title)).toEqual(["武吉免登豪华公寓 Café"]);
    }
  });

  it("names the row and column of a NUL byte, and offers no import", async () => {
    const cookie = await adminCookie();
    const text = "title,location,listing_type,price_sale\nGood Row,Cheras,sale,500000\nBad Row,Che\0ras,sale,500000\n";
    const { data } = unwrap<Reply>(await dataPage.action(args(upload(Buffer.from(text, "utf8"), cookie))));
    expect(data.step).toBe("checked");
    expect(data.report!.errors).toEqual([
      {
        line: 3,
        messages: ['The cell in column "location" holds a NUL character (a zero byte), which is never text: the file may be damaged. Remove it and check the file again.'],
      },
    ]);
    // No file is kept for Import (decision 048), and an Import posted anyway is refused and stores nothing.
    expect(data.checked).toBeNull();
    const apply = new FormData();
    apply.append("intent", "apply");
    apply.append("checked", "A".repeat(24));
    const refused = unwrap<Reply>(
      await dataPage.action(args(new Request("https://listings.example.my/admin/data", { method: "POST", body: apply, headers: { Cookie: cookie } }))),
    );
    expect(refused.data.step).toBe("refused");
    expect(await titles()).not.toContain("Good Row");
  });
});
