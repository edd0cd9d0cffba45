import type SQLite from "better-sqlite3";
import { LRUCache } from "lru-cache";

/** Statements kept per connection: the site's queries are a few hundred texts (an `in` list of each length is one). */
const KEPT = 500;

/**
 * The SQLite connection as Kysely sees it, with its statements prepared once
 * per text instead of for every query. Preparing an insert into `properties`
 * compiles its triggers, the search indexes' included: that was ~40% of each
 * row an import writes, and the statements left behind were garbage to
 * collect (issue 28 item 8, decision 073). Kysely runs one statement at a
 * time on the one connection, a stream included (it holds the connection
 * until it ends), so no kept statement is ever run while another run of it is
 * unfinished. The least recently used text goes when more are kept
 * (lru-cache, as the page cache's bookkeeping).
 */
export function withKeptStatements(database: SQLite.Database): Pick<SQLite.Database, "prepare" | "close"> {
  const kept = new LRUCache<string, SQLite.Statement>({ max: KEPT });
  return {
    prepare(source: string) {
      let statement = kept.get(source);
      if (!statement) kept.set(source, (statement = database.prepare(source)));
      return statement;
    },
    close() {
      kept.clear();
      return database.close();
    },
  } as Pick<SQLite.Database, "prepare" | "close">;
}
