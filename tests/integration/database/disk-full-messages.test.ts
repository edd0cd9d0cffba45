import fs from "node:fs";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/auth/admin-users.server";
import { closeDb, getDb, getSqliteConnection } from "~/platform/db/db.server";
import { clientIpContext } from "~/platform/request-context";
import type { EnquiryReply } from "~/leads/enquiry-form";
import * as login from "~/routes/login";
import * as enquiry from "~/routes/listing-enquiry";
import { translator } from "~/i18n/translator";
import { createTestProperty } from "../../factories";
import { mountTinyDisk } from "../../support/tiny-disk";
import { args, post, settle, unwrap } from "../admin-helpers";

// Issue 25, item 8: on a full disk the enquiry and the sign-in say what
// happened, keep what was typed, and answer 503, not "Property not found."
// or "Something went wrong". The site's own SQLite file lives on a real tmpfs
// that is filled (tests/support/tiny-disk.ts), so the failure is SQLite's own.
// SQLite only: a PostgreSQL server's disk is not this process's.
const onSqlite = process.env.TEST_DIALECT !== "postgres";
// Mounted on this file's DATA_DIR before the setup file's beforeAll creates and migrates the database there.
const disk = onSqlite ? mountTinyDisk(8192, process.env.DATA_DIR!) : null;
afterAll(async () => {
  await closeDb(); // the mount is busy while the file is open
  disk?.unmount();
});

const context = (ip: string) => {
  const c = new RouterContextProvider();
  c.set(clientIpContext, ip);
  return c;
};

describe.skipIf(!disk)("a full disk, as a visitor and the agent meet it", () => {
  it("an enquiry is answered 503 with its words kept and 'could not be sent', in the page's language; the page is not titled 'Property not found.'", async () => {
    const listing = await createTestProperty({ title: "Full Disk Condo" });
    await createAdmin("full@example.com", "correct horse battery");
    // An empty WAL: the next write needs blocks the disk no longer has.
    getSqliteConnection()!.pragma("wal_checkpoint(TRUNCATE)");
    disk!.fill(0);
    const message = "Saya berminat. ".repeat(130).trim();
    let failed: { status: number; data: EnquiryReply } | undefined;
    let sent = 0;
    // SQLite's pages may still hold a few rows; the disk has room for no more.
    for (let n = 0; n < 200 && !failed; n++) {
      const fields = { name: `Siti ${n}`, phone: "012-345 6789", message, consent: "yes", website: "" };
      const result = await settle(() => enquiry.action(args(post(`/ms/listing/${listing.slug}/enquiry`, fields), { id: listing.slug }, context(`198.51.100.${n % 250}`))));
      if (result instanceof Response && result.status === 303) sent += 1;
      else failed = unwrap<EnquiryReply>(result);
    }
    expect(failed?.status).toBe(503);
    expect(failed!.data.formError).toBe(translator("ms")("listing.enquiry.failed"));
    expect(failed!.data.values).toMatchObject({ name: `Siti ${sent}`, phone: "012-345 6789", message, consent: true });
    // Every enquiry answered "sent" is stored.
    expect(await getDb().selectFrom("enquiries").select("id").execute()).toHaveLength(sent);

    // The enquiry page's own error (not a missing listing) is titled by what failed.
    const meta = enquiry.meta({ error: new Error("SQLITE_FULL"), loaderData: undefined, matches: [] } as never) as Array<{ title?: string }>;
    expect(meta.find((m) => m.title)?.title).toContain("Your enquiry could not be sent.");

    // Signing in needs a session row: the spec's "Login failed: {reason}", with the e-mail kept.
    const signIn = unwrap<{ error: string; email: string }>(
      await settle(() => login.action(args(post("/login", { email: "full@example.com", password: "correct horse battery" }), {}, context("198.51.100.251")))),
    );
    expect(signIn.status).toBe(503);
    expect(signIn.data).toEqual({ error: "Login failed: The server is out of disk space. Please tell whoever runs the site.", email: "full@example.com" });

    fs.rmSync(path.join(disk!.dir, "filler"));
  });
});
