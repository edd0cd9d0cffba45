import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from "kysely";
import type { Database } from "~/platform/db-schema";
import { getDb, getDialect } from "~/platform/db.server";
import { escapeLike } from "./repository.server";

export type Where = (eb: ExpressionBuilder<Database, "properties">) => Expression<SqlBool>;

/** A narrowing of `from properties`, and how to count what it lets through. */
export interface ListingFilter {
  where: Where;
  /**
   * Set on SQLite when the matches come from an FTS5 trigram table: the query
   * must start from that table (see statusIs), and the number of matches is
   * counted in it alone, without reading a row of `properties`.
   */
  searchTable?: {
    count(limit?: number): Promise<number>;
    /**
     * The display ids of one page of matches in the home list's order
     * (featured first, newest first), read from the FTS5 table kept in that
     * order (20261126_0230_search_in_list_order.ts): only the matches before
     * the page are read. Public searches only.
     */
    pageInListOrder?(offset: number, limit: number): Promise<number[]>;
  };
  /**
   * The same narrowing for a page of a result past the count's cap, written
   * so that the list's order index is walked and this is tested on its
   * entries (public-lists.server.ts; category-filter.server.ts).
   */
  whereWalking?: Where;
}

/**
 * Where each kind of search looks (docs/product.md#search), as SQLite's FTS5
 * table and columns and as the PostgreSQL expressions that carry a pg_trgm
 * index (db/migrations/20261122_1430_search_indexes.ts, which must agree).
 * Categories no longer match here (category-filter.server.ts, decision 026).
 */
const SCOPES = {
  public: {
    table: "properties_public_search",
    columns: ["title", "project_name", "location", "display_id"],
    expressions: [sql`lower(title)`, sql`lower(project_name)`, sql`lower(location)`, sql`cast(display_id as text)`],
  },
  admin: {
    table: "properties_admin_search",
    columns: ["title", "project_name", "location", "display_id", "id", "owner_contact", "owner_name"],
    expressions: [
      sql`lower(title)`, sql`lower(project_name)`, sql`lower(location)`, sql`cast(display_id as text)`,
      sql`lower(id)`, sql`lower(owner_contact)`, sql`lower(owner_name)`,
    ],
  },
} satisfies Record<string, { table: string; columns: string[]; expressions: RawBuilder<unknown>[] }>;

type Scope = keyof typeof SCOPES;

/** What a text matches: anywhere (three characters or more), or only at the start of a word. */
interface TextTerm {
  text: string;
  wordStart: boolean;
}

/**
 * A trigram index serves only terms of three characters or more; anything
 * shorter would read every row. So, decided for issue 7:
 * - two characters match the start of a word ("PJ" finds "PJ Midtown" and
 *   "Empire PJ", not "SPJ"): a space and two characters are still a trigram;
 * - one character matches nothing: it would match nearly every listing.
 * Search adds one rule before these (see searchFilter): digits are a display id.
 */
function textTerm(raw: string): TextTerm | null {
  // No stored text holds a NUL (PostgreSQL cannot), and FTS5 reads one as the end of its query.
  const text = raw.replace(/\0/g, "").trim();
  const length = [...text].length;
  if (length >= 3) return { text, wordStart: false };
  if (length === 2) return { text, wordStart: true };
  return null;
}

const NOTHING: ListingFilter = { where: (eb) => eb.lit(false) };

/**
 * docs/product.md#search, public or admin: a case-insensitive substring of the
 * scope's fields. One or two digits are taken as a display id ("7" finds
 * listing 7, not every id with a 7 in it), by the unique index.
 */
export function searchFilter(scope: "public" | "admin", q: string): ListingFilter {
  const text = q.trim();
  if (/^\d{1,2}$/.test(text)) return { where: (eb) => eb("display_id", "=", Number(text)) };
  const term = textTerm(text);
  return term ? textFilter(scope, [term]) : NOTHING;
}

function textFilter(scope: Scope, terms: TextTerm[]): ListingFilter {
  return getDialect() === "sqlite" ? ftsFilter(scope, terms) : trigramLikeFilter(scope, terms);
}

/**
 * SQLite: an FTS5 phrase is a run of consecutive trigrams, which is exactly
 * a substring; every value is indexed after a space, so " pj" is the start of
 * a word. Inside double quotes only `"` is special, and `%` and `_` are plain.
 */
function ftsFilter(scope: Scope, terms: TextTerm[]): ListingFilter {
  const { table, columns } = SCOPES[scope];
  const phrases = terms.map((t) => `"${(t.wordStart ? " " : "") + t.text.replace(/"/g, '""')}"`);
  const match = `{${columns.join(" ")}} : (${phrases.join(" OR ")})`;
  const ref = sql.table(table);
  return {
    where: () => sql<SqlBool>`display_id in (select rowid from ${ref} where ${ref} match ${match})`,
    searchTable: {
      /** With a limit, counting stops there (public-lists.server.ts COUNT_CAP). */
      async count(limit?: number) {
        const matches =
          limit === undefined
            ? sql`select rowid from ${ref} where ${ref} match ${match}`
            : sql`select rowid from ${ref} where ${ref} match ${match} limit ${limit}`;
        const { rows } = await sql<{ n: number }>`select count(*) as n from (${matches}) as matches`.execute(getDb());
        return Number(rows[0]?.n ?? 0);
      },
      ...(scope === "public" && { pageInListOrder: (offset: number, limit: number) => inListOrder(match, offset, limit) }),
    },
  };
}

/** The low 31 bits of the ordered table's rowid are the display_id (see its migration). */
const BY_LIST_ORDER = sql.table("properties_search_by_list_order");

async function inListOrder(match: string, offset: number, limit: number): Promise<number[]> {
  const { rows } = await sql<{ display_id: number }>`
    select rowid % 2147483648 as display_id from ${BY_LIST_ORDER} where ${BY_LIST_ORDER} match ${match}
    order by rowid desc limit ${limit} offset ${offset}`.execute(getDb());
  return rows.map((row) => Number(row.display_id));
}

/** PostgreSQL: LIKE on the indexed expressions; pg_trgm answers each from its GIN index. */
function trigramLikeFilter(scope: Scope, terms: TextTerm[]): ListingFilter {
  const patterns = terms.flatMap((t) =>
    t.wordStart ? [`${escapeLike(t.text)}%`, `% ${escapeLike(t.text)}%`] : [`%${escapeLike(t.text)}%`],
  );
  return {
    where: (eb) =>
      eb.or(
        SCOPES[scope].expressions.flatMap((expression) =>
          patterns.map((pattern) => eb(expression, "like", sql<string>`${pattern} escape '\\'`)),
        ),
      ),
  };
}

/**
 * `status = value`. Where the rows come from a trigram table it is written
 * `+status`, SQLite's way of saying "no index for this test": otherwise it
 * prefers walking every Available row in index order and probing the matches.
 */
export function statusIs(status: string, filter?: ListingFilter): Where {
  return (eb) => eb(filter?.searchTable ? sql<string>`+status` : eb.ref("status"), "=", status);
}
