import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import * as dataPage from "~/routes/admin/data";
import { adminCookie, args, get } from "../admin-helpers";

/** Issue 28 item 14: the Data page says what personal data a backup holds, whether it offers the download or points to pg_dump. */
describe("the Data page's backup section", () => {
  it("names the personal data a backup holds", async () => {
    const loaderData = await dataPage.loader(args(get("/admin/data", await adminCookie())));
    for (const backupRefusal of [loaderData.backupRefusal, "On PostgreSQL, back up with pg_dump."]) {
      const Stub = createRoutesStub([{ id: "data", path: "/admin/data", Component: dataPage.default as never }]);
      const html = renderToString(
        createElement(Stub, { initialEntries: ["/admin/data"], hydrationData: { loaderData: { data: { ...loaderData, backupRefusal } } } }),
      ).replace(/<!-- -->|\s+/g, " ");
      expect(html).toContain(
        "A backup holds personal data: every admin&#x27;s password hash, every enquiry with the visitor&#x27;s name and phone number, owners&#x27;" +
          " names, contacts and remarks, and the e-mail addresses typed in failed sign-ins.",
      );
    }
  });
});
