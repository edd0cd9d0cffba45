import type { Page } from "@playwright/test";
import { openServerDb, withServerDb } from "./fixtures";
import { projectSlug } from "../../app/names/projects";

/** Rows a public test inserts straight into the running server's database. */
export interface SeedListing {
  title: string;
  title_ms?: string;
  title_zh?: string;
  location?: string;
  status?: string;
  property_type?: string;
  project_name?: string;
  price_sale?: number | null;
  price_rent?: number | null;
  owner_name?: string;
  owner_contact?: string;
  remarks_hidden?: string;
  description?: string;
  images?: string[];
  is_featured?: boolean;
  date_status?: string;
}

let counter = 0;

/**
 * Inserts listings and returns their id, slug and display id. Dates default
 * to 2001, so that inserted rows sort after the demo catalogue and other
 * test files' pages stay as they were.
 */
export function insertListings(rows: SeedListing[]) {
  const db = openServerDb();
  try {
    const insert = db.prepare(`insert into properties
      (id, display_id, slug, title, title_ms, title_zh, project_name, project_slug, property_type, owner_name, owner_contact, location,
       price_sale, price_rent, listing_type, description, remarks_hidden, status, date_status, images,
       is_featured, created_at)
      values (@id, @display_id, @slug, @title, @title_ms, @title_zh, @project_name, @project_slug, @property_type, @owner_name, @owner_contact, @location,
       @price_sale, @price_rent, @listing_type, @description, @remarks_hidden, @status, @date_status, @images,
       @is_featured, @created_at)`);
    return db.transaction(() =>
      rows.map((row) => {
        counter += 1;
        const { max } = db.prepare("select max(display_id) as max from properties").get() as { max: number };
        const unique = `${process.pid}-${Date.now().toString(36)}-${counter}`;
        const id = `e2e${unique.replace(/-/g, "")}`;
        const slug = `${row.title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}-${unique}`;
        const date = row.date_status ?? new Date(Date.UTC(2001, 0, 1, 0, counter)).toISOString();
        const price_sale = row.price_sale === undefined ? 450_000 : row.price_sale;
        const price_rent = row.price_rent ?? null;
        insert.run({
          id,
          display_id: max + 1,
          slug,
          title: row.title,
          title_ms: row.title_ms ?? "",
          title_zh: row.title_zh ?? "",
          project_name: row.project_name ?? "E2E Residences",
          // As every save stores it (app/properties/model/table.ts toRowValues).
          project_slug: projectSlug(row.project_name ?? "E2E Residences"),
          property_type: row.property_type ?? "Condominium/Apartment/Flat",
          owner_name: row.owner_name ?? "",
          owner_contact: row.owner_contact ?? "",
          location: row.location ?? "E2E Town",
          price_sale,
          price_rent,
          listing_type: JSON.stringify([...(price_sale !== null ? ["sale"] : []), ...(price_rent !== null ? ["rent"] : [])]),
          description: row.description ?? "<p>A test listing.</p>",
          remarks_hidden: row.remarks_hidden ?? "",
          status: row.status ?? "Available",
          date_status: date,
          images: JSON.stringify(row.images ?? []),
          is_featured: row.is_featured ? 1 : 0,
          created_at: date,
        });
        return { id, slug, display_id: max + 1, title: row.title };
      }),
      // IMMEDIATE: the write lock is waited for (busy_timeout) before the read of the
      // last display id. A deferred transaction that reads first and then writes fails at
      // once with SQLITE_BUSY when the server wrote in between (its notifier, its counts).
    ).immediate();
  } finally {
    db.close();
  }
}

export function deleteListings(ids: string[]) {
  if (ids.length === 0) return;
  const db = openServerDb();
  try {
    db.prepare(`delete from properties where id in (${ids.map(() => "?").join(",")})`).run(...ids);
  } finally {
    db.close();
  }
}

/** A demo listing's row, as the server stored it. */
export function demoRow(title: string) {
  return withServerDb((db) => db
      .prepare("select id, slug, display_id, location, images, date_status from properties where title = ?")
      .get(title) as { id: string; slug: string; display_id: number; location: string; images: string; date_status: string });
}

/** The <head> of a page as the server sent it: what a WhatsApp or Google crawler sees. */
export function headOf(html: string): string {
  return html.slice(0, html.indexOf("</head>"));
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

export function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e]);
}

export function metaContent(html: string, key: string): string | null {
  const re = new RegExp(`<meta (?:name|property)="${key.replace(/[.:+]/g, "\\$&")}" content="([^"]*)"`);
  const raw = re.exec(headOf(html))?.[1];
  return raw === undefined ? null : decodeEntities(raw);
}

export function jsonLdBlocks(html: string): unknown[] {
  return [...headOf(html).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

/**
 * Records what the page's status region shows (as rendered: "" while hidden).
 * A held document load blocks Playwright's own queries of the old page, so the
 * page writes it to sessionStorage, which the next page of this tab can read.
 */
export async function recordPageStatus(page: Page): Promise<() => Promise<string | null>> {
  await page.evaluate(() => {
    const region = document.querySelector<HTMLElement>("[data-page-status]")!;
    sessionStorage.removeItem("page-status");
    new MutationObserver(() => sessionStorage.setItem("page-status", region.innerText)).observe(region, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => sessionStorage.getItem("page-status"));
}
