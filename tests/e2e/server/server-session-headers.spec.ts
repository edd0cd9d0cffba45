import http from "node:http";
import { test, expect } from "@playwright/test";
import { E2E_ADMIN, startServer, type RunningServer } from "../server-process";

// Issue 18, item 13, through the real server: what a signed-in admin is sent
// must never be kept by a cache, and a refused sign-in says when to retry.
let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "0" } });
});

test.afterAll(async () => {
  await server?.stop();
});

function postLogin(email: string, password: string) {
  return fetch(`${server.url}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
}

test("pages rendered for a signed-in admin are private, no-store; anonymous public pages stay cacheable", async () => {
  const signIn = await postLogin(E2E_ADMIN.email, E2E_ADMIN.password);
  expect(signIn.status).toBe(302);
  const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
  for (const path of ["/", "/search?q=x", "/admin", "/admin/locations"]) {
    const page = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(page.status, path).toBe(200);
    expect(page.headers.get("cache-control"), path).toBe("private, no-store");
  }
  const anonymous = await fetch(`${server.url}/`);
  expect(anonymous.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
});

test("the 429 page of the sign-in limit keeps its Retry-After", async () => {
  for (let i = 0; i < 10; i++) expect((await postLogin("someone@example.com", "wrong")).status).toBe(401);
  const limited = await postLogin("someone@example.com", "wrong");
  expect(limited.status).toBe(429);
  expect(limited.headers.get("retry-after")).toBe("60");
  expect(limited.headers.get("cache-control")).toBe("private, no-store");
  expect(await limited.text()).toContain("Too many failed sign-in attempts");
});

test("a kept-alive connection is held 65 s, longer than a load balancer's 60 s idle timeout, on kept and rendered pages alike", async () => {
  const agent = new http.Agent({ keepAlive: true });
  const headOf = (path: string) =>
    new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      http
        .get(`${server.url}${path}`, { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.headers));
        })
        .on("error", reject);
    });
  try {
    // The home page twice: rendered, then answered from the page cache (server/raw-response.ts).
    for (const path of ["/", "/", "/search?q=kept", "/healthz"]) {
      const headers = await headOf(path);
      expect(headers.connection, path).toBe("keep-alive");
      expect(headers["keep-alive"], path).toBe("timeout=65");
    }
  } finally {
    agent.destroy();
  }
});
