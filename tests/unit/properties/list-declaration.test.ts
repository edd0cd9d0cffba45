import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/context";
import { translator } from "~/i18n/translator";
import { filterEntries, messageKeysOf, parseListFilters, resultLine, type ListFilters } from "~/properties/list-filters";
import { filterWheres, sortKey } from "~/properties/list-queries.server";
import type { FieldDef } from "~/properties/model/field-kinds";
import { listDeclarationOf, searchColumnsOf } from "~/properties/model/list-declaration";
import { PRIVATE_FIELDS } from "~/properties/model/private-fields";
import { LIST_DECLARATION, LIST_SORTS, PUBLIC_FIELD_DECLARATION } from "~/properties/model/public-fields";
import { ListFilterBar } from "~/properties/ui/lists/ListFilterBar";
import { getDb } from "~/platform/db/db.server";

// Decision 045: a field that says it is a filter and searchable is all it
// takes. A fixture declaration adds one ("View", a choice) and every derived
// piece follows: the URL parameter, its parsing and canonical form, the SQL,
// the index column list, the search columns, the filter bar and the result line.

const VIEW: FieldDef = {
  kind: "choice",
  label: "View",
  visibility: "public",
  section: "Building",
  options: ["Sea View", "City View"],
  max: 40,
  filter: { as: "choice", param: "view" },
  searchable: true,
};
const FIXTURE: Record<string, FieldDef> = { ...PUBLIC_FIELD_DECLARATION, view: VIEW };
const declaration = listDeclarationOf(FIXTURE, LIST_SORTS);
const parse = (query: string) => parseListFilters(new URLSearchParams(query), declaration);
const en = { t: translator("en"), lang: "en" as const };

function renderBar(filters: ListFilters): string {
  const bar = createElement(ListFilterBar, { path: "/listings", q: "", filters, choices: { locations: ["Mont Kiara"] }, fixed: [], specs: declaration.filters });
  const router = createMemoryRouter([{ path: "/listings", element: createElement(I18nProvider, { lang: "en", t: en.t, children: bar }) }], {
    initialEntries: ["/listings"],
  });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

const sqlOf = (filters: ListFilters) => {
  let query = getDb().selectFrom("properties").select("id");
  for (const where of filterWheres(filters, declaration)) query = query.where(where);
  return query.compile();
};

describe("a filterable, searchable choice field added to a fixture declaration", () => {
  it("is a URL parameter, parsed in any letter case and written canonically", () => {
    expect(declaration.params).toContain("view");
    expect(LIST_DECLARATION.params).not.toContain("view");
    const filters = parse("view=%20sea%20VIEW%20&beds=2");
    expect((filters as Record<string, unknown>).view).toBe("Sea View");
    expect(filterEntries(filters, declaration)).toEqual([
      ["beds", "2"],
      ["view", "Sea View"],
    ]);
    expect((parse("view=Mountain") as Record<string, unknown>).view).toBeUndefined();
  });

  it("is tested in the query, on its own column", () => {
    const { sql, parameters } = sqlOf(parse("view=City View"));
    expect(sql).toMatch(/"view" = \?|"view" = \$1/);
    expect(parameters).toContain("City View");
    expect(sqlOf(parse("")).sql).not.toContain("view");
  });

  it("joins the list indexes' column list and the search columns", () => {
    expect(declaration.indexColumns).toEqual([...LIST_DECLARATION.indexColumns, "view"].sort());
    expect(searchColumnsOf(FIXTURE, "public")).toEqual([...searchColumnsOf(PUBLIC_FIELD_DECLARATION, "public"), "view"]);
    // The owner's fields are searched in the Property Manager only.
    const all = { ...FIXTURE, ...PRIVATE_FIELDS };
    expect(searchColumnsOf(all, "admin")).toEqual(expect.arrayContaining(["view", "owner_name", "owner_contact"]));
    expect(searchColumnsOf(all, "public")).not.toContain("owner_name");
  });

  it("shows in the filter bar as a select of its options, chosen as the URL says", () => {
    const html = renderBar(parse("view=sea view"));
    expect(html).toMatch(/<select name="view"[^>]*>/);
    expect(html).toContain('<option value="City View">');
    expect(html).toMatch(/<option value="Sea View" selected="">/);
    // Labelled by its messages (the catalog test asks for them in three languages).
    expect(messageKeysOf(declaration.filters.find((s) => s.as === "choice" && s.param === "view")!)).toEqual([
      "lists.filter.view",
      "lists.filter.anyView",
    ]);
    expect(renderBar(parse(""))).not.toContain("Sea View\" selected");
  });

  it("is named in the result line, in the declaration's order", () => {
    expect(resultLine(en, parse("view=sea view&deal=rent"), { total: 3 }, {}, declaration)).toBe("3 properties for rent: Sea View");
    expect(resultLine(en, parse("view=sea view&beds=2"), { total: 3 }, {}, declaration)).toBe("3 properties: 2+ bedrooms, Sea View");
  });
});

describe("the product's declaration", () => {
  it("derives the index column list the list-order indexes hold (20261124_0630_list_filters.ts)", () => {
    expect(LIST_DECLARATION.indexColumns).toEqual(
      ["built_up_area", "bedrooms", "furnishing", "land_area", "listing_type", "location", "price_rent", "price_sale", "property_type", "tenure"].sort(),
    );
  });

  it("derives each sort's key from what it is declared to read", () => {
    const keyOf = (query: string) => {
      const key = sortKey(parseListFilters(new URLSearchParams(query)));
      return key && { sql: key.expression.compile(getDb()).sql, direction: key.direction };
    };
    expect(keyOf("")).toBeNull();
    expect(keyOf("sort=price_desc&deal=rent")).toEqual({ sql: '"price_rent"', direction: "desc" });
    expect(keyOf("sort=price_asc&deal=sale")).toEqual({ sql: '"price_sale"', direction: "asc" });
    // On All, a price order lists every deal: for sale by price, then for rent, then on request (issue 29 item 6).
    expect(keyOf("sort=price_asc")?.sql).toMatch(/^\(case when price_sale > 0 then price_sale when price_rent > 0/);
    expect(keyOf("sort=size_desc")).toEqual({ sql: '"built_up_area"', direction: "desc" });
    expect(keyOf("sort=psf_asc&deal=rent")?.sql).toMatch(/^\(price_rent \/ nullif/);
  });
});
