import pg from "pg";
import sharp from "sharp";
import { test, expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN, startServer, type RunningServer } from "../server-process";
import { startS3Server } from "../../support/s3-server";

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Two app instances on one PostgreSQL database and one S3-compatible bucket,
 * as behind a load balancer: nothing may depend on which instance answers.
 */
test.describe("two instances on one PostgreSQL and one bucket", () => {
  test.skip(!serverUrl, "needs PostgreSQL: set TEST_DATABASE_URL (bash .ci/run does)");
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  const databaseName = `scale_${process.pid}_${Date.now().toString(36)}`;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let a: RunningServer;
  let b: RunningServer;
  let api: APIRequestContext;

  async function onServer(statement: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  }

  test.beforeAll(async () => {
    await onServer(`create database ${databaseName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    s3 = await startS3Server();
    const env = {
      DATABASE_URL: url.toString(),
      ...s3.env,
      SESSION_SECRET: "the-same-long-secret-on-every-instance-0123456789",
      SEED_DEMO: "0",
    };
    a = await startServer({ env });
    b = await startServer({ env });
    api = await playwrightRequest.newContext();
  });

  test.afterAll(async () => {
    await api?.dispose();
    await a?.stop();
    await b?.stop();
    await s3?.close();
    if (serverUrl) await onServer(`drop database if exists ${databaseName} with (force)`);
  });

  const post = (server: RunningServer, path: string, form: Record<string, string>) =>
    api.post(server.url + path, { form, headers: { Origin: server.url }, maxRedirects: 0 });

  test("a session made on one instance is valid on the other", async () => {
    const signIn = await post(a, "/login", { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
    expect(signIn.status()).toBe(302);
    // Cookies belong to the host, not the port: the same browser goes to either instance.
    const onB = await api.get(`${b.url}/admin`, { maxRedirects: 0 });
    expect(onB.status()).toBe(200);
    expect(await onB.text()).toContain("Manage Properties");
  });

  test("a save on one instance shows on the other's cached public pages as soon as the database tells it, photos from the bucket", async () => {
    const before = await api.get(`${b.url}/`, { headers: { Cookie: "" } });
    expect(await before.text()).toContain("No available properties found.");

    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2a6" } }).jpeg().toBuffer();
    const upload = await api.post(`${a.url}/admin/photos`, {
      multipart: { file: { name: "front.jpg", mimeType: "image/jpeg", buffer: photo } },
      headers: { Origin: a.url },
    });
    expect(upload.status()).toBe(200);
    const { url: photoUrl } = (await upload.json()) as { url: string };
    expect(await s3Keys()).toContain(photoUrl.replace(/^\/images\//, ""));

    const title = `Scaled Out Semi-D ${Date.now()}`;
    const save = await api.post(`${a.url}/admin/properties/new`, {
      multipart: {
        intent: "save",
        title,
        location: "Cheras",
        property_type: "Semi-Detached",
        listing_type: "sale",
        price_sale: "1250000",
        status: "Available",
        images: photoUrl,
      },
      headers: { Origin: a.url },
      maxRedirects: 0,
    });
    expect(save.status()).toBe(302);

    // B hears of A's commit by PostgreSQL's NOTIFY (decision 025), which arrives
    // a moment after A answers: B's kept home page is replaced once it does.
    // (A B that never heard would keep "No available properties found." and fail.)
    let html = "";
    await expect
      .poll(async () => {
        html = await (await api.get(`${b.url}/`, { headers: { Cookie: "" } })).text();
        return html.includes(title);
      })
      .toBe(true);
    expect(html).toContain("RM 1,250,000");
    const image = await api.get(b.url + photoUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/jpeg");
    expect(image.headers()["cache-control"]).toContain("immutable");
  });

  test("failed sign-ins are counted across both instances", async () => {
    const stranger = await playwrightRequest.newContext(); // signed out
    const attempt = (server: RunningServer) =>
      stranger.post(`${server.url}/login`, {
        form: { email, password: "wrong password" },
        headers: { Origin: server.url },
        maxRedirects: 0,
      });
    const email = `nobody-${Date.now()}@example.com`;
    try {
      for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? b : a)).status()).toBe(401);
      expect((await attempt(a)).status()).toBe(429);
      expect((await attempt(b)).status()).toBe(429);
    } finally {
      await stranger.dispose();
    }
  });

  test("logout on one instance ends the session on the other", async () => {
    expect((await api.get(`${a.url}/admin`, { maxRedirects: 0 })).status()).toBe(200);
    const logout = await post(b, "/logout", {});
    expect([302, 303]).toContain(logout.status());
    const afterLogout = await api.get(`${a.url}/admin`, { maxRedirects: 0 });
    expect(afterLogout.status()).toBe(302);
    expect(afterLogout.headers()["location"]).toContain("/login");
  });

  const s3Keys = () => s3.storage().list("property_images/");
});
