import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { getDb, getDialect } from "~/platform/db/db.server";
import { searchSpellings } from "~/names/place-aliases.server";
import { FIELDS } from "./model/fields";
import { searchColumnsOf } from "./model/list-declaration";

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
 * The fields declared `searchable` (decision 045): the title in every language,
 * the Malay and Chinese description (decision 037), the project and the place;
 * the Property Manager also finds the owner and the listing's id.
 */
const PUBLIC_COLUMNS = searchColumnsOf(FIELDS, "public");
const ADMIN_COLUMNS = [...searchColumnsOf(FIELDS, "admin"), "id"];
const lowered = (columns: readonly string[]) => [...columns.map((c) => sql`lower(${sql.ref(c)})`), sql`cast(display_id as text)`];

/**
 * Where each kind of search looks (docs/product.md#search), as SQLite's FTS5
 * table and columns and as the PostgreSQL expressions that carry a pg_trgm
 * index (db/migrations/20261122_1430_search_indexes.ts and
 * 20261126_1100_search_languages_and_aliases.ts, which must agree).
 * Categories no longer match here (category-filter.server.ts, decision 026).
 */
const SCOPES = {
  public: { table: "properties_public_search", columns: [...PUBLIC_COLUMNS, "display_id"], expressions: lowered(PUBLIC_COLUMNS) },
  admin: { table: "properties_admin_search", columns: [...ADMIN_COLUMNS, "display_id"], expressions: lowered(ADMIN_COLUMNS) },
} satisfies Record<string, { table: string; columns: string[]; expressions: RawBuilder<unknown>[] }>;

type Scope = keyof typeof SCOPES;

/**
 * What a text matches: anywhere (three characters or more), only at the
 * start of a word (two characters), or as a whole word (a short code).
 */
interface TextTerm {
  text: string;
  match: "anywhere" | "word start" | "word";
}

/** A Malaysian short code: SS2, U13, PJU5, SS15. "SS2" is not "SS21". */
const SHORT_CODE = /^[a-z]{1,4}\d{1,3}$/i;
/** What may follow a whole word. Every indexed value ends with a space, so the end of a value is one of them. */
export const WORD_ENDS = [" ", ",", ".", "/", ")", "-", ";", ":"] as const;

/**
 * A trigram index serves only terms of three characters or more; anything
 * shorter would read every row. So, decided for issue 7:
 * - two characters match the start of a word ("PJ" finds "PJ Midtown" and
 *   "Empire PJ", not "SPJ"): a space and two characters are still a trigram;
 *   two Chinese characters likewise match at the start of a title or after a
 *   space (武吉 finds 武吉免登豪华公寓, not 豪华武吉);
 * - one character matches nothing: it would match nearly every listing.
 * Issue 26: a short code, and a short name put in by the alias list ("PJ" for
 * "Petaling Jaya"), match as a whole word.
 * Search adds one rule before these (see searchFilter): digits are a display id.
 */
function textTerm(raw: string, fromAlias: boolean): TextTerm | null {
  // No stored text holds a NUL (PostgreSQL cannot), and FTS5 reads one as the end of its query.
  const text = raw.replace(/\0/g, "").trim();
  const length = [...text].length;
  if (SHORT_CODE.test(text) || (fromAlias && length <= 4 && !/\s/.test(text))) return { text, match: "word" };
  if (length >= 3) return { text, match: "anywhere" };
  if (length === 2) return { text, match: "word start" };
  return null;
}

const NOTHING: ListingFilter = { where: (eb) => eb.lit(false) };

/**
 * docs/product.md#search, public or admin: a case-insensitive substring of the
 * scope's fields, in every language. One or two digits are taken as a display
 * id ("7" finds listing 7, not every id with a 7 in it), by the unique index.
 * The query's other spellings (PJ ↔ Petaling Jaya, names/place-aliases.ts)
 * are searched with it.
 */
export async function searchFilter(scope: "public" | "admin", q: string): Promise<ListingFilter> {
  const text = q.trim();
  if (/^\d{1,2}$/.test(text)) return { where: (eb) => eb("display_id", "=", Number(text)) };
  if ([...text].length < 2) return NOTHING;
  const terms = (await searchSpellings(text)).map((spelling, i) => textTerm(spelling, i > 0)).filter((t) => t !== null);
  return terms.length ? textFilter(scope, terms) : NOTHING;
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
  const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const phrases = terms.flatMap(({ text, match }) =>
    match === "word" ? WORD_ENDS.map((end) => phrase(` ${text}${end}`)) : [phrase(match === "word start" ? ` ${text}` : text)],
  );
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

/**
 * PostgreSQL: LIKE (a whole word: a regular expression with the same word
 * ends as SQLite's) on the indexed expressions; pg_trgm answers each from its
 * GIN index.
 */
function trigramLikeFilter(scope: Scope, terms: TextTerm[]): ListingFilter {
  const tests = terms.flatMap(({ text, match }): { op: "like" | "~"; pattern: string }[] => {
    const term = escapeLike(text);
    if (match === "word") {
      const ends = WORD_ENDS.map((end) => end.replace(/[-\]\\^]/g, "\\$&")).join("");
      return [{ op: "~", pattern: `(^| )${text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[${ends}])` }];
    }
    return (match === "word start" ? [`${term}%`, `% ${term}%`] : [`%${term}%`]).map((pattern) => ({ op: "like", pattern }));
  });
  return {
    where: (eb) =>
      eb.or(
        SCOPES[scope].expressions.flatMap((expression) =>
          tests.map(({ op, pattern }) =>
            op === "like" ? eb(expression, "like", sql<string>`${pattern} escape '\\'`) : eb(expression, "~", pattern),
          ),
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

/** Lower-cases and escapes LIKE wildcards (for `escape '\\'`), so that a visitor's `%` or `_` matches itself. */
export function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}
