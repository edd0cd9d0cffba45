/**
 * npm run loadtest -- [--url http://localhost:3000] [--duration 60] [--connections 200]
 *                     [--writers 2] [--write-pause 2000] [--email … --password …]
 *
 * Mixed load against a running server: autocannon hammers the public pages
 * (home, listings, detail pages, categories, locations, search, their `.data`
 * twins) while a few admin writers create and edit their own properties
 * (titles starting "Loadtest <run>") through the real admin action, as the
 * property form posts them. At the end every acknowledged save is read back
 * from the admin form and the public page; a save that was acknowledged but
 * is missing or wrong is a LOST WRITE. The writers' properties are deleted.
 *
 * Admin credentials: --email/--password or LOADTEST_EMAIL/LOADTEST_PASSWORD.
 * Exit code 1 when there were errors or lost writes.
 *
 * The parts are in scripts/loadtest/: admin-client (sign-in and the admin's
 * form posts), public-paths, writers, read-back, run and summary.
 */
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { runLoadtest } from "./loadtest/run";
import { formatSummary } from "./loadtest/summary";

export { runLoadtest, formatSummary };

async function main() {
  const { values } = parseArgs({
    options: {
      // SITE_URL's default: another name of the server would be redirected to it.
      url: { type: "string", default: "http://localhost:3000" },
      duration: { type: "string", default: "60" },
      connections: { type: "string", default: "200" },
      writers: { type: "string", default: "2" },
      "write-pause": { type: "string", default: "2000" },
      // The tool's own variables: it is a client of a server elsewhere, not configured like one.
      email: { type: "string", default: process.env.LOADTEST_EMAIL },
      password: { type: "string", default: process.env.LOADTEST_PASSWORD },
    },
  });
  if (!values.email || !values.password) {
    console.error("Admin credentials are needed: --email and --password, or LOADTEST_EMAIL and LOADTEST_PASSWORD.");
    process.exit(2);
  }
  const summary = await runLoadtest({
    url: values.url!,
    email: values.email,
    password: values.password,
    duration: Number(values.duration),
    connections: Number(values.connections),
    writers: Number(values.writers),
    writePauseMs: Number(values["write-pause"]),
    log: (line) => console.log(line),
  });
  console.log(formatSummary(summary));
  process.exit(summary.errors === 0 && summary.readBack.lostWrites === 0 && summary.readBack.stalePublicPages === 0 ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
