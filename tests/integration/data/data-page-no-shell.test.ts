import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { monthsBefore } from "~/properties/owner-data/erase.server";
import * as dataPage from "~/routes/admin/data";
import { createTestProperty } from "../../factories";
import { adminCookie, args, get, post, unwrap } from "../admin-helpers";

/** Issue 29 item 7: no shell command on an agent's screen; what the Data page asked the agent to run is a button. */
describe("the Data page without shell commands", () => {
  it("names no npm command, and erases old owner data with a button, logged under the admin", async () => {
    const cookie = await adminCookie();
    const loaderData = await dataPage.loader(args(get("/admin/data", cookie)));
    const Stub = createRoutesStub([{ id: "data", path: "/admin/data", Component: dataPage.default as never }]);
    const html = renderToString(createElement(Stub, { initialEntries: ["/admin/data"], hydrationData: { loaderData: { data: loaderData } } }));
    expect(html).not.toMatch(/npm/);
    expect(html).toContain("Erase now");

    const old = await createTestProperty({ title: "Page Old Sold", status: "Sold", owner_name: "Owner A", owner_contact: "012-111 2222" });
    const recent = await createTestProperty({ title: "Page Recent Rented", status: "Rented", owner_name: "Owner B" });
    const months = loaderData.retentionMonths;
    await getDb().updateTable("properties").set({ status_since: monthsBefore(new Date(), months + 1) }).where("id", "=", old.id).execute();
    await getDb().updateTable("properties").set({ status_since: monthsBefore(new Date(), months - 1) }).where("id", "=", recent.id).execute();

    const erase = async () => unwrap<{ step: string; message: string }>(await dataPage.action(args(post("/admin/data", { intent: "erase-owner-data" }, cookie))));
    expect((await erase()).data).toEqual({
      step: "erased",
      message: `Erased the owner data of 1 listing Sold or Rented for more than ${months} months: #${old.display_id}.`,
    });
    const owners = await getDb().selectFrom("properties").select(["title", "owner_name", "owner_contact"]).orderBy("display_id").execute();
    expect(owners).toEqual([
      { title: "Page Old Sold", owner_name: "", owner_contact: "" },
      { title: "Page Recent Rented", owner_name: "Owner B", owner_contact: "" },
    ]);
    const log = await getDb().selectFrom("owner_data_log").select(["actor", "action"]).where("action", "=", "erase").execute();
    // The admin who pressed it, not "system".
    expect(log).toEqual([{ actor: expect.stringMatching(/^admin\d+-\d+@example\.com$/), action: "erase" }]);
    expect((await erase()).data.message).toBe(`No listing Sold or Rented for more than ${months} months still holds owner data.`);
  });
});
