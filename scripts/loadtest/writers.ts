import { adminCreate, adminEdit, adminFind, adminRead, type PropertyFields, type SaveResult } from "./admin-client";

/** One property a writer saved, with what the server acknowledged and what may have landed unacknowledged. */
export interface Written {
  id: string | null;
  slug: string;
  /** The title of the last acknowledged save, and of an unacknowledged one that may have landed. */
  title: string;
  maybeTitle: string | null;
  price: string;
  maybePrice: string | null;
}

export interface WriterResults {
  written: Written[];
  attempted: number;
  creates: number;
  edits: number;
  /** The first 20 failures, for the summary. */
  failures: string[];
}

function writerFields(title: string, price: string): PropertyFields {
  return {
    title,
    project_name: "Loadtest Residences",
    property_type: "Condominium/Apartment/Flat",
    location: "Loadtest Town",
    price_sale: price,
    bedrooms: "3",
    bathrooms: "2",
    built_up_area: "1000",
    description: `<p>${title}: a property written by the load test.</p>`,
    owner_name: "Loadtest Owner",
    owner_contact: "0100000000",
    status: "Available",
    listing_type: ["sale"],
  };
}

/**
 * Starts `count` admin writers, each creating a property titled "<prefix> w<n> n<round>"
 * and then editing it, round after round, until `stop` is called; `stop`
 * resolves once every writer has finished its round.
 */
export function startWriters(options: { base: string; cookie: string; prefix: string; count: number; pauseMs: number }): {
  stop(): Promise<WriterResults>;
} {
  const { base, cookie, prefix } = options;
  const results: WriterResults = { written: [], attempted: 0, creates: 0, edits: 0, failures: [] };
  let stopping = false;

  const fail = (what: string) => {
    if (results.failures.length < 20) results.failures.push(what);
  };

  async function writer(w: number) {
    for (let round = 1; !stopping; round++) {
      const title = `${prefix} w${w} n${round}`;
      const price = String(100_000 + w * 1000 + round);
      results.attempted += 1;
      let created: SaveResult;
      try {
        created = await adminCreate(base, cookie, writerFields(title, price));
      } catch (e) {
        fail(`create ${title}: ${(e as Error).message}`);
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      if (!created.acknowledged || !created.slug) {
        fail(`create ${title}: HTTP ${created.status} ${created.message}`);
        continue;
      }
      results.creates += 1;
      const entry: Written = { id: null, slug: created.slug, title, maybeTitle: null, price, maybePrice: null };
      results.written.push(entry);
      try {
        const [id] = await adminFind(base, cookie, title);
        if (!id) throw new Error("not in the admin list right after it was saved");
        entry.id = id;
        const current = await adminRead(base, cookie, id);
        if (!current) throw new Error("its edit form is gone");
        const newTitle = `${title} edited`;
        const newPrice = String(Number(price) + 500_000);
        results.attempted += 1;
        entry.maybeTitle = newTitle;
        entry.maybePrice = newPrice;
        const edited = await adminEdit(base, cookie, id, current.version, writerFields(newTitle, newPrice));
        if (edited.acknowledged) {
          results.edits += 1;
          Object.assign(entry, { title: newTitle, price: newPrice, maybeTitle: null, maybePrice: null });
        } else {
          fail(`edit ${title}: HTTP ${edited.status} ${edited.message}`);
        }
      } catch (e) {
        fail(`edit ${title}: ${(e as Error).message}`);
      }
      if (options.pauseMs > 0) await new Promise((r) => setTimeout(r, options.pauseMs));
    }
  }

  const running = Array.from({ length: options.count }, (_, i) => writer(i + 1));
  return {
    async stop() {
      stopping = true;
      await Promise.all(running);
      return results;
    },
  };
}
