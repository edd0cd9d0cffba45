import { test, expect } from "@playwright/test";
import { startServer, type RunningServer } from "../server-process";
import { rawRequest } from "../raw-http";
import { onServerData } from "../fixtures";
import { insertListings } from "../public-helpers";

// A client's mistake is answered 400 or 405 and costs one log line at most:
// these used to be 500s, each with a stack trace in the log (issue 18, item 11).
let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "0", LOG_LEVEL: "info" } });
});

test.afterAll(async () => {
  await server?.stop();
});

const STACK = /\n\s+at |"stack"/;

const badRequests: [string, string, string?][] = [
  ["a broken escape in a photo's name", "GET /images/property_images/%ff.jpg HTTP/1.1"],
  ["a broken escape in the admin area", "GET /admin/%ff HTTP/1.1"],
  ["a broken escape after /login", "GET /login%ff HTTP/1.1"],
  ["an absolute-form request line", "GET http://evil/ HTTP/1.1"],
  ["an asterisk-form request line", "OPTIONS * HTTP/1.1"],
  ["a JSON body to /login", "POST /login HTTP/1.1\nContent-Type: application/json\nContent-Length: 2", "{}"],
  [
    "a broken multipart body to /login",
    "POST /login HTTP/1.1\nContent-Type: multipart/form-data; boundary=zz\nContent-Length: 5",
    "hello",
  ],
];

for (const [name, head, body] of badRequests) {
  test(`${name} is answered 400 with no stack in the log`, async () => {
    const before = server.output().length;
    const response = await rawRequest(server.port, head, body);
    expect(response.status).toBe(400);
    expect(response.body).not.toMatch(STACK);
    await new Promise((r) => setTimeout(r, 100));
    expect(server.output().slice(before)).not.toMatch(STACK);
  });
}

for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
  test(`${method} /login is answered 405 with Allow, no stack in the log`, async () => {
    const before = server.output().length;
    const response = await rawRequest(server.port, `${method} /login HTTP/1.1\nContent-Length: 0`);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, POST");
    await new Promise((r) => setTimeout(r, 100));
    expect(server.output().slice(before)).not.toMatch(STACK);
  });
}

test("TRACE / is answered 405 too, and a normal form post to /login still signs in", async () => {
  expect((await rawRequest(server.port, "TRACE / HTTP/1.1")).status).toBe(405);
  const form = "email=agent%40example.com&password=correct+horse+battery";
  const signIn = await rawRequest(
    server.port,
    `POST /login HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\nContent-Length: ${form.length}`,
    form,
  );
  expect(signIn.status).toBe(302);
  expect(server.output()).not.toMatch(STACK);
});

test("a broken multipart post to the enquiry form is answered 400 in the page's language, logged as a client error", async () => {
  // Issue 28 item 11: it was a 500 with an error-level stack.
  const [listing] = onServerData(server.dataDir, () => insertListings([{ title: "Broken Form Residence" }]));
  const body = "--zz\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nSiti";
  for (const [prefix, message] of [
    ["", "Your enquiry could not be read. Please fill in the form again and send it."],
    ["/ms", "Pertanyaan anda tidak dapat dibaca. Sila isi borang sekali lagi dan hantar."],
  ] as const) {
    const before = server.output().length;
    const response = await rawRequest(
      server.port,
      `POST ${prefix}/listing/${listing!.slug}/enquiry HTTP/1.1\nContent-Type: multipart/form-data; boundary=zz\nContent-Length: ${Buffer.byteLength(body)}`,
      body,
    );
    expect(response.status).toBe(400);
    expect(response.body).toContain(message);
    expect(response.body).not.toMatch(STACK);
    // The log line is written as the answer goes out: wait for it rather than for a fixed time.
    await expect.poll(() => server.output().slice(before)).toContain("client error: form unreadable");
    const logged = server.output().slice(before);
    expect(logged).not.toMatch(STACK);
    expect(logged).toContain('"route":"/listing/:id/enquiry"');
    expect(logged).not.toContain('"level":50');
  }
});

test("a broken multipart post to the alert forms is answered 400, logged as a client error naming the route", async () => {
  // Every public form reads its body through one formOrNull (issue 26): each answers 400 and logs one info line.
  const body = "--zz\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nsiti@example.my";
  for (const path of ["/alerts", "/ms/alerts/push"]) {
    const before = server.output().length;
    const response = await rawRequest(
      server.port,
      `POST ${path} HTTP/1.1\nContent-Type: multipart/form-data; boundary=zz\nContent-Length: ${Buffer.byteLength(body)}`,
      body,
    );
    expect(response.status, path).toBe(400);
    expect(response.body).not.toMatch(STACK);
    await expect.poll(() => server.output().slice(before)).toContain("client error: form unreadable");
    const logged = server.output().slice(before);
    expect(logged).toContain(`"route":"${path.replace("/ms", "")}"`);
    expect(logged).not.toMatch(STACK);
    expect(logged).not.toContain('"level":50');
  }
});
