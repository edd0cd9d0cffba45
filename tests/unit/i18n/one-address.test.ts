import type { IncomingMessage } from "node:http";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { siteHostRedirect } from "../../../server/one-address";

const request = (headers: Record<string, string>, url = "/listing/a?x=1") => ({ headers, url }) as unknown as IncomingMessage;

describe("one address: where a request for another host name goes", () => {
  const apex = new URL("https://rumah.example.my");
  const www = new URL("https://www.rumah.example.my");

  it("sends the www. twin to the apex and the apex to the www. one, permanently, through a proxy too", () => {
    expect(siteHostRedirect(apex, request({ host: "www.rumah.example.my" }))).toEqual({ status: 301, location: "https://rumah.example.my/listing/a?x=1" });
    expect(siteHostRedirect(www, request({ host: "rumah.example.my" }))).toEqual({ status: 301, location: "https://www.rumah.example.my/listing/a?x=1" });
    const viaProxy = request({ host: "127.0.0.1:3000", "x-forwarded-for": "203.0.113.9", "x-forwarded-host": "WWW.rumah.example.my" });
    expect(siteHostRedirect(apex, viaProxy)?.status).toBe(301);
  });

  it("sends this machine's other names to SITE_URL's, for a while only", () => {
    const local = new URL("http://localhost:3000");
    expect(siteHostRedirect(local, request({ host: "127.0.0.1:3000" }))).toEqual({ status: 302, location: "http://localhost:3000/listing/a?x=1" });
    expect(siteHostRedirect(local, request({ host: "[::1]:3000" }))?.status).toBe(302);
    expect(siteHostRedirect(local, request({ host: `${os.hostname()}:3000` }))?.status).toBe(302);
    expect(siteHostRedirect(new URL("http://192.0.2.10:3000"), request({ host: "localhost:3000" }))?.status).toBe(302);
  });

  it("serves SITE_URL's own host, a proxy's upstream address and names that are not ours as they are", () => {
    expect(siteHostRedirect(apex, request({ host: "rumah.example.my" }))).toBeUndefined();
    expect(siteHostRedirect(apex, request({ host: "rumah.example.my:443" }))).toBeUndefined();
    // nginx's default Host is its upstream: redirecting it would loop.
    expect(siteHostRedirect(apex, request({ host: "127.0.0.1:3000", "x-forwarded-for": "203.0.113.9" }))).toBeUndefined();
    expect(siteHostRedirect(apex, request({ host: "elsewhere.example" }))).toBeUndefined();
    expect(siteHostRedirect(apex, request({}))).toBeUndefined();
  });
});
