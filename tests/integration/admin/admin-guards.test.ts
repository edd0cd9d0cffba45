import { beforeAll, describe, expect, it } from "vitest";
import * as account from "~/routes/admin/account";
import * as settings from "~/routes/admin/settings";
import * as settingsLogo from "~/routes/admin/settings-logo";
import * as dashboard from "~/routes/admin/dashboard";
import * as dataPage from "~/routes/admin/data";
import * as dataBackup from "~/routes/admin/data-backup";
import * as dataExport from "~/routes/admin/data-export";
import * as layout from "~/routes/admin/layout";
import * as nameList from "~/routes/admin/name-list";
import * as photos from "~/routes/admin/photos";
import * as properties from "~/routes/admin/properties";
import * as searchNames from "~/routes/admin/search-names";
import * as editProperty from "~/routes/admin/property-edit";
import * as newProperty from "~/routes/admin/property-new";
import { addName } from "~/names/names.server";
import { createTestProperty } from "../../factories";
import { args, expectLoginRedirect, get, post, settle, tableSnapshot } from "../admin-helpers";

// One module serves both lists; the request path says which.
const locations = nameList;
const projectNames = nameList;

// Signed out, every admin loader and action must refuse on its own: React
// Router can run one route's loader without its layout (`?_routes=`). The
// HTTP-level `.data` and `?_routes=` requests are in tests/e2e/admin/admin-auth.spec.ts.
let propertyId = "";
let locationId = "";

beforeAll(async () => {
  propertyId = (await createTestProperty({ title: "Guarded House", owner_name: "Puan Secret" })).id;
  const added = await addName("locations", "Guarded Town");
  if (added.outcome === "added") locationId = added.entry.id;
  await addName("project_names", "Guarded Project");
});

describe("signed out", () => {
  const loaders = () => [
    ["layout", () => layout.loader(args(get("/admin")))],
    ["dashboard", () => dashboard.loader(args(get("/admin")))],
    ["property list", () => properties.loader(args(get("/admin/properties?q=Secret")))],
    ["add form", () => newProperty.loader(args(get("/admin/properties/new")))],
    ["edit form", () => editProperty.loader(args(get(`/admin/properties/${propertyId}/edit`), { id: propertyId }))],
    ["locations", () => locations.loader(args(get("/admin/locations")))],
    ["project names", () => projectNames.loader(args(get("/admin/project-names")))],
    ["search short names", () => searchNames.loader(args(get("/admin/search-names")))],
    ["your account", () => account.loader(args(get("/admin/account")))],
    ["data", () => dataPage.loader(args(get("/admin/data")))],
    ["listings CSV", () => dataExport.loader(args(get("/admin/data/listings.csv")))],
    ["backup download", () => dataBackup.loader(args(get("/admin/data/backup.tar.gz")))],
    ["settings", () => settings.loader(args(get("/admin/settings")))],
    ["settings logo", () => settingsLogo.loader(args(get("/admin/settings/logo")))],
  ] as const;

  it("every admin loader redirects to /login and returns no data", async () => {
    for (const [name, run] of loaders()) expectLoginRedirect(await settle(run), name);
  });

  it("the redirect brings the admin back to the page, never to the .data URL", async () => {
    const result = (await settle(() =>
      properties.loader(args(get("/admin/properties.data?q=x&_routes=routes/admin/properties"))),
    )) as Response;
    expect(result.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/admin/properties?q=x")}`);
  });

  it("every admin action redirects to /login and changes nothing", async () => {
    const before = await tableSnapshot();
    const save = { intent: "save", title: "Hacked", location: "Nowhere", listing_type: "sale", status: "Sold" };
    const actions = [
      () => newProperty.action(args(post("/admin/properties/new", save))),
      () => editProperty.action(args(post(`/admin/properties/${propertyId}/edit`, { ...save, id: propertyId, version: "1" }), { id: propertyId })),
      () => properties.action(args(post("/admin/properties", { intent: "delete", id: propertyId }))),
      () => locations.action(args(post("/admin/locations", { intent: "add", name: "Hacked Town" }))),
      () => locations.action(args(post("/admin/locations", { intent: "delete", id: locationId }))),
      () => projectNames.action(args(post("/admin/project-names", { intent: "add", name: "Hacked Project" }))),
      () => photos.action(args(post("/admin/photos", {}))),
      () => searchNames.action(args(post("/admin/search-names", { intent: "add", short_name: "HK", full_name: "Hacked Town" }))),
      () => account.action(args(post("/admin/account", { currentPassword: "x", newPassword: "hacked-password", confirmPassword: "hacked-password" }))),
      () => dataPage.action(args(post("/admin/data", { intent: "apply", csv: "title,location,listing_type\nHacked,Nowhere,sale\n" }))),
      () => settings.action(args(post("/admin/settings", { intent: "save", agencyName: "Hacked Realty" }))),
      () => settings.action(args(post("/admin/settings", { intent: "remove-logo" }))),
      () => settingsLogo.action(args(post("/admin/settings/logo", {}))),
    ];
    for (const run of actions) expectLoginRedirect(await settle(run));
    expect(await tableSnapshot()).toEqual(before);
  });

  it("a forged or expired cookie is the same as none", async () => {
    const forged = "__Host-session=eyJzZXNzaW9uSWQiOiJ4In0%3D.bad-signature";
    expectLoginRedirect(await settle(() => dashboard.loader(args(get("/admin", forged)))));
  });
});
