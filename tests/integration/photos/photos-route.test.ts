import fs from "node:fs";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { action } from "~/routes/admin/photos";
import { createAdmin } from "~/auth/admin-users.server";
import { startSession } from "~/auth/auth.server";
import { getStorage, keyFromPublicUrl } from "~/platform/storage/storage.server";
import { loader as listingLoader } from "~/routes/listing";
import { createTestProperty } from "../../factories";
import { iphoneHeic, twoColourPhoto } from "../../fixtures/photo-corpus";

const SITE = "https://listings.example.my";
let cookie = "";

beforeAll(async () => {
  const email = "photos-admin@example.com";
  const id = await createAdmin(email, "a long enough password");
  const signedIn = await startSession(new Request(`${SITE}/login`), { id, email }, "/admin");
  cookie = signedIn.headers.get("set-cookie")!.split(";")[0];
});

function upload(body: BodyInit | null, headers: Record<string, string> = {}, withSession = true): Promise<Response> {
  const request = new Request(`${SITE}/admin/photos`, {
    method: "POST",
    body,
    headers: { ...(withSession ? { cookie } : {}), ...headers },
  });
  return action({ request, params: {}, context: new RouterContextProvider() } as unknown as Parameters<typeof action>[0]) as Promise<Response>;
}

const loaderArgs = (id: string) =>
  ({ params: { id }, request: new Request(`${SITE}/listing/${id}`), context: new RouterContextProvider() }) as unknown as Parameters<typeof listingLoader>[0];

function formWith(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return form;
}

const uploadedFiles = () => {
  const dir = path.join(process.env.DATA_DIR!, "uploads");
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
};

describe("POST /admin/photos", () => {
  it("sends a signed-out visitor to the login page and stores nothing", async () => {
    const thrown = await upload(formWith(await twoColourPhoto(200, 100), "a.jpg"), {}, false).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/login?redirectTo=%2Fadmin%2Fphotos");
    expect(uploadedFiles()).toBe(0);
  });

  it("stores a photo and answers its public URL", async () => {
    const res = await upload(formWith(await twoColourPhoto(640, 480), "Kitchen.png"));
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/images\/property_images\/\d+_[0-9a-f]{12}\.jpg$/);
    expect(await getStorage().exists(keyFromPublicUrl(url)!)).toBe(true);
  });

  it("keeps the uploaded file's name out of the public listing (it is often the owner's name)", async () => {
    const res = await upload(formWith(await twoColourPhoto(640, 480), "Tan Ah Kow unit 12-3A.jpg"));
    const { url } = (await res.json()) as { url: string };
    const listing = await createTestProperty({ images: [url] });
    // What the page and its .data carry: the loader's answer.
    const page = JSON.stringify(await listingLoader(loaderArgs(listing.slug)));
    expect(page).toContain(url);
    expect(page.toLowerCase()).not.toMatch(/ah-kow|kow|12-3a/);
  });

  it("refuses a non-image with 415 and the reason", async () => {
    const before = uploadedFiles();
    const res = await upload(formWith(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "logo.jpg"));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: "logo.jpg is not a JPEG, PNG or WebP image." });
    expect(uploadedFiles()).toBe(before);
  });

  it("refuses an iPhone HEIC photo naming the format and what to do, not as 'not an image'", async () => {
    const before = uploadedFiles();
    const res = await upload(formWith(await iphoneHeic(640, 480), "IMG_0042.HEIC"));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error:
        "IMG_0042.HEIC is in HEIC format, which browsers cannot show. " +
        "On an iPhone, set Settings › Camera › Formats to Most Compatible, or share it as JPEG, then upload it again.",
    });
    expect(uploadedFiles()).toBe(before);
  });

  it("refuses a body over the size cap from its Content-Length, without reading it", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const request = new Request(`${SITE}/admin/photos`, {
      method: "POST",
      body: endless,
      duplex: "half",
      headers: { cookie, "content-type": "multipart/form-data; boundary=x", "content-length": String(30 * 1024 * 1024) },
    } as RequestInit);
    const res = (await action({ request, params: {}, context: new RouterContextProvider() } as unknown as Parameters<typeof action>[0])) as Response;
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "The photo is larger than 25 MB." });
    expect(pulled).toBeLessThanOrEqual(2); // the stream's own read-ahead at most
  });

  it("stops reading a body that lies about its size once it passes the cap", async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const request = new Request(`${SITE}/admin/photos`, {
      method: "POST",
      body: endless,
      duplex: "half",
      headers: { cookie, "content-type": "multipart/form-data; boundary=x" },
    } as RequestInit);
    const res = (await action({ request, params: {}, context: new RouterContextProvider() } as unknown as Parameters<typeof action>[0])) as Response;
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(28 * 1024 * 1024);
  });

  it("asks for a multipart body with a file", async () => {
    expect((await upload("hello", { "content-type": "text/plain" })).status).toBe(400);
    const empty = new FormData();
    empty.append("note", "no file here");
    const res = await upload(empty);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "No photo was sent." });
  });

  it("stores a photo once when its retry carries the same upload id (the first answer was lost)", async () => {
    const photo = await twoColourPhoto(640, 480);
    const before = uploadedFiles();
    const id = { "X-Upload-Id": "0123456789abcdef0123456789abcdef" };
    // The second try arrives while the first is still being processed, the third after it.
    const [first, second] = await Promise.all([upload(formWith(photo, "a.jpg"), id), upload(formWith(photo, "a.jpg"), id)]);
    const third = await upload(formWith(photo, "a.jpg"), id);
    const urls = await Promise.all([first, second, third].map(async (r) => ((await r.json()) as { url: string }).url));
    expect(new Set(urls).size).toBe(1);
    const oneUpload = uploadedFiles() - before;
    // Another id is another photo, with as many files again.
    const other = (await (await upload(formWith(photo, "a.jpg"), { "X-Upload-Id": "fedcba9876543210fedcba9876543210" })).json()) as { url: string };
    expect(other.url).not.toBe(urls[0]);
    expect(uploadedFiles() - before).toBe(2 * oneUpload);
  });
});
