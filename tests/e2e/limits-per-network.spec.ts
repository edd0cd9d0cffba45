import { test, expect, type APIRequestContext } from "@playwright/test";
import { onServerData } from "./fixtures";
import { insertListings } from "./public-helpers";
import { E2E_ADMIN, startServer, type RunningServer } from "./server-process";

/**
 * Issue 28, item 7: every per-client limit counts an IPv6 client by its /64
 * (what one home or phone connection is given) and an IPv4 client by its
 * address. Clients are told apart by X-Forwarded-For, believed from
 * 127.0.0.1 (TRUST_PROXY=loopback), against a production server of its own
 * with the default render limit.
 */
test.describe.configure({ timeout: 120_000 });

let server: RunningServer;
let listing: { slug: string };

test.beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "0", RENDER_LIMIT_PER_SECOND: "5", STATS_FLUSH_MS: "200" } });
  [listing] = onServerData(server.dataDir, () => insertListings([{ title: "Network Limits Residence" }]));
});

test.afterAll(async () => {
  await server?.stop();
});

/** A different address in the same /64 each time: what privacy extensions give one phone. */
const inNetwork = (prefix: string) => {
  let n = 0;
  return () => ({ "X-Forwarded-For": `${prefix}:${(++n).toString(16)}:${(n * 7).toString(16)}:1:${n.toString(16)}` });
};

const enquiry = { name: "Siti Aminah", phone: "012-345 6789", message: "Is it still available?", consent: "yes", website: "" };

function sendEnquiry(request: APIRequestContext, headers: Record<string, string>) {
  return request.post(`${server.url}/listing/${listing.slug}/enquiry`, { form: enquiry, headers, maxRedirects: 0 });
}

function signIn(request: APIRequestContext, headers: Record<string, string>, password: string, email = E2E_ADMIN.email) {
  return request.post(`${server.url}/login`, { form: { email, password }, headers, maxRedirects: 0 });
}

test("page renders are limited per /64, not per IPv6 address", async ({ request }) => {
  const next = inNetwork("2001:db8:aa:1");
  const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => request.get(`${server.url}/search?q=walk${i}`, { headers: next() })));
  const limited = answers.filter((a) => a.status() === 429);
  expect(limited.length).toBeGreaterThanOrEqual(40);
  expect(await limited[0]!.text()).toContain("Too many pages requested at once.");
  // Another /64 is not held up.
  const other = await request.get(`${server.url}/search?q=elsewhere`, { headers: { "X-Forwarded-For": "2001:db8:aa:2::1" } });
  expect(other.status()).toBe(200);
});

test("enquiries are limited per /64: the sixth from one connection is refused however its address changes", async ({ request }) => {
  const next = inNetwork("2001:db8:bb:1");
  for (let i = 0; i < 5; i++) expect((await sendEnquiry(request, next())).status()).toBe(303);
  const refused = await sendEnquiry(request, next());
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain("Too many enquiries were sent from your connection.");
  // An IPv4 client written as IPv6 by a dual-stack socket is the same client as in IPv4.
  for (let i = 0; i < 5; i++) expect((await sendEnquiry(request, { "X-Forwarded-For": "198.51.100.40" })).status()).toBe(303);
  expect((await sendEnquiry(request, { "X-Forwarded-For": "::ffff:198.51.100.40" })).status()).toBe(429);
});

test("failed sign-ins are counted per /64: ten wrong passwords from ten addresses of one connection stop the eleventh", async ({ request }) => {
  const next = inNetwork("2001:db8:cc:1");
  for (let i = 0; i < 10; i++) expect((await signIn(request, next(), `wrong password ${i}`)).status()).toBe(401);
  const refused = await signIn(request, next(), E2E_ADMIN.password);
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain("Too many failed sign-in attempts");
});
