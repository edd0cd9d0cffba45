import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/admin/settings";
import { action as logoAction } from "~/routes/admin/settings-logo";
import { action as photoAction } from "~/routes/admin/settings-photo";
import { loader as rootLoader } from "~/root";
import { getDb } from "~/platform/db/db.server";
import { getSiteSettings } from "~/platform/site-settings/settings.server";
import { DEFAULT_BRAND_COLOR } from "~/platform/site-settings/rules";
import { storePhoto } from "~/photos/images.server";
import { watermarkOverlay } from "~/photos/watermark.server";
import { siteIdentity } from "~/site/site-identity.server";
import { pageCache } from "../../../server/page-cache";
import { contentSecurityPolicy, staticSecurityHeaders } from "../../../server/security-headers";
import { adminCookie, args, expectLoginRedirect, get, ORIGIN, post, settle, unwrap } from "../admin-helpers";
import { twoColourPhoto } from "../../fixtures/photo-corpus";

const VALID = {
  intent: "save",
  agencyName: "Harimau Properties Sdn. Bhd.",
  agencyRegNo: "e(3) 2045",
  consultantName: "Tan Mei Ling",
  consultantRen: "ren 31415",
  consultantPhone: "",
  whatsappNumber: "012-987 6543",
  watermarkText: "harimau.my",
  brandColor: "#1E3A8A",
  accentColor: "#fbbf24",
};

let cookie = "";
let server: http.Server;
let base = "";

// The page cache as server.js wires it, around a render that prints what the
// root loader gives every page: the agency's name comes from the settings.
beforeAll(async () => {
  cookie = await adminCookie();
  const pages = pageCache(
    async () => {
      const { env } = await siteIdentity();
      return new Response(`<html><footer>${env.AGENCY_NAME} (${env.AGENCY_REG_NO})</footer></html>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
    {
      site: { security: staticSecurityHeaders({ https: false }), csp: (nonce) => contentSecurityPolicy(nonce, false) },
      newNonce: () => "n",
    },
  );
  const app = express();
  app.use(pages.middleware);
  server = http.createServer(pages.answerHitsBefore(app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function publicPage(): Promise<{ body: string; cache: string | null }> {
  const response = await fetch(`${base}/`);
  return { body: await response.text(), cache: response.headers.get("x-page-cache") };
}

/** How wide the part of a grey photo that is not grey is: the drawn mark. */
async function inkWidth(jpeg: Buffer): Promise<number> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  let min = info.width;
  let max = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      if (Math.abs(data[i]! - 0x77) > 40) {
        min = Math.min(min, x);
        max = Math.max(max, x);
      }
    }
  }
  return max - min + 1;
}

function logoUpload(bytes: Buffer, name = "logo.png", to = "/admin/settings/logo"): Request {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return new Request(`${ORIGIN}${to}`, { method: "POST", body: form, headers: { Cookie: cookie } });
}

async function toastOf(response: Response): Promise<string> {
  // The message rides in the session cookie to the settings page's layout; its text is what the admin reads.
  const next = get("/admin/settings", response.headers.get("Set-Cookie")!.split(";")[0]);
  const { takeToast } = await import("~/auth/auth.server");
  return (await takeToast(next)).toast?.message ?? "";
}

describe("/admin/settings", () => {
  it("needs an admin for the page, the save and the logo", async () => {
    expectLoginRedirect(await settle(() => loader(args(get("/admin/settings")))));
    expectLoginRedirect(await settle(() => action(args(post("/admin/settings", VALID)))));
    expectLoginRedirect(await settle(() => logoAction(args(new Request(`${ORIGIN}/admin/settings/logo`, { method: "POST" })))));
    expect(await getDb().selectFrom("site_settings").selectAll().execute()).toEqual([]);
  });

  it("shows the environment's values until the first save, and so does every page", async () => {
    const { data } = unwrap<Awaited<ReturnType<typeof loader>>>(await loader(args(get("/admin/settings", cookie))));
    expect(data.saved).toBe(false);
    expect(data.values).toMatchObject({
      agencyName: "Demo Realty Sdn. Bhd.",
      agencyRegNo: "E (1) 1234",
      consultantName: "Aisyah Rahman",
      consultantRen: "REN 12345",
      whatsappNumber: "60123456789",
      consultantPhone: "+60 12-345 6789",
      watermarkText: "",
      brandColor: DEFAULT_BRAND_COLOR,
    });
    const root = unwrap<{ env: { AGENCY_NAME: string } }>(await rootLoader(args(get("/"))));
    expect(root.data.env.AGENCY_NAME).toBe("Demo Realty Sdn. Bhd.");
  });

  it("refuses bad values field by field, keeps what was typed and saves nothing", async () => {
    const bad = {
      ...VALID,
      agencyName: "  ",
      agencyRegNo: "1234",
      consultantRen: "12345",
      whatsappNumber: "0044 20 7946 0000",
      brandColor: "#fde68a",
      accentColor: "#111111",
    };
    const result = unwrap<{ errors: Record<string, string>; values: Record<string, string> }>(
      await action(args(post("/admin/settings", bad, cookie))),
    );
    expect(result.status).toBe(400);
    expect(result.data.errors).toEqual({
      agencyName: "Agency name is required.",
      agencyRegNo: "Agency registration number must look like E (1) 1234: the firm's E-number from the Board of Valuers.",
      consultantRen: "REN number must look like REN 12345 (or PEA 1234, or E 1234 for a registered estate agent).",
      whatsappNumber: "WhatsApp number must be digits with the country code 6, e.g. 60123456789.",
      brandColor: expect.stringMatching(/^Brand colour is too light: white text on it has a contrast of 1\.\d:1 and needs 4\.5:1\./),
      accentColor: expect.stringMatching(/^Accent colour is too dark: dark text on it has a contrast of 1\.\d:1/),
    });
    expect(result.data.values.whatsappNumber).toBe("0044 20 7946 0000");
    expect(await getDb().selectFrom("site_settings").selectAll().execute()).toEqual([]);
  });

  it("saves, normalising what was typed; a public page kept in the cache shows the new name at once", async () => {
    const first = await publicPage();
    expect(first.body).toContain("Demo Realty Sdn. Bhd. (E (1) 1234)");
    expect((await publicPage()).cache).toBe("hit");

    const response = (await action(args(post("/admin/settings", VALID, cookie)))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/settings");
    const message = await toastOf(response);
    expect(message).toContain("Settings saved.");
    expect(message).toContain("Photos already uploaded keep the old one until whoever runs the server marks them again");
    // Issue 29 item 7: no shell command on an agent's screen.
    expect(message).not.toContain("npm");

    const row = await getDb().selectFrom("site_settings").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      agency_name: "Harimau Properties Sdn. Bhd.",
      agency_reg_no: "E (3) 2045",
      consultant_ren: "REN 31415",
      whatsapp_number: "60129876543",
      consultant_phone: "+60 12-987 6543",
      watermark_text: "harimau.my",
      brand_color: "#1e3a8a",
    });

    const after = await publicPage();
    expect(after.cache).not.toBe("hit");
    expect(after.body).toContain("Harimau Properties Sdn. Bhd. (E (3) 2045)");
    const root = unwrap<{ env: Record<string, string>; brand: { css: string } }>(await rootLoader(args(get("/"))));
    expect(root.data.env).toMatchObject({ AGENCY_NAME: "Harimau Properties Sdn. Bhd.", WHATSAPP_NUMBER: "60129876543", CONSULTANT_NAME: "Tan Mei Ling" });
    expect(root.data.brand.css).toContain("--color-brand-600:#1e3a8a");
  });

  it("sees a save made by another instance (a direct write) on its next read", async () => {
    await getSiteSettings();
    await getDb().updateTable("site_settings").set({ agency_name: "Written Elsewhere Sdn. Bhd." }).execute();
    expect((await getSiteSettings()).agencyName).toBe("Written Elsewhere Sdn. Bhd.");
    expect((await publicPage()).body).toContain("Written Elsewhere Sdn. Bhd.");
    await getDb().updateTable("site_settings").set({ agency_name: VALID.agencyName }).execute();
  });

  it("draws the new watermark text on new photos", async () => {
    const plain = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#777777" } }).jpeg().toBuffer();
    const photo = await storePhoto(plain, "grey.jpg");
    expect(photo.watermarked).toBe(true);
    // Only the mark differs from the grey: its width is that of the settings' text, not of the site's address.
    const file = await fs.promises.readFile(path.join(process.env.DATA_DIR!, "uploads", photo.url.replace("/images/", "")));
    const markWidth = async (text: string) => (await sharp(await watermarkOverlay(800, 600, text)).metadata()).width!;
    expect(Math.abs((await inkWidth(file)) - (await markWidth("harimau.my")))).toBeLessThanOrEqual(6);
    expect(Math.abs((await inkWidth(file)) - (await markWidth("listings.example.my")))).toBeGreaterThan(50);
  });

  it("stores an uploaded logo scaled down as PNG, shows it on every page and replaces it", async () => {
    const big = await twoColourPhoto(1200, 400);
    const response = (await logoAction(args(logoUpload(big, "logo.jpg")))) as Response;
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toBe("Logo saved. It shows in the top bar of every page.");
    const { logo } = await getSiteSettings();
    expect(logo).toMatchObject({ width: 288, height: 96 });
    expect(logo!.url).toMatch(/^\/images\/brand\/logo-[0-9a-f]{16}\.png$/);
    const stored = path.join(process.env.DATA_DIR!, "uploads", logo!.url.replace("/images/", ""));
    expect((await sharp(stored).metadata()).format).toBe("png");
    const root = unwrap<{ brand: { logo: unknown } }>(await rootLoader(args(get("/"))));
    expect(root.data.brand.logo).toEqual(logo);
    // The text fields saved before are untouched.
    expect((await getSiteSettings()).agencyName).toBe(VALID.agencyName);

    const other = await sharp({ create: { width: 300, height: 100, channels: 4, background: "#ff000080" } }).png().toBuffer();
    await logoAction(args(logoUpload(other)));
    const replaced = (await getSiteSettings()).logo!;
    expect(replaced.url).not.toBe(logo!.url);
    expect(fs.existsSync(stored)).toBe(false);

    const removed = (await action(args(post("/admin/settings", { intent: "remove-logo" }, cookie)))) as Response;
    expect(await toastOf(removed)).toBe("Logo removed.");
    expect((await getSiteSettings()).logo).toBeNull();
  });

  it("refuses a file that is no raster image, and says why", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect(await toastOf((await logoAction(args(logoUpload(svg, "logo.svg")))) as Response)).toMatch(/^SVG logos are not accepted\./);
    expect(await toastOf((await logoAction(args(logoUpload(Buffer.from("not an image"), "logo.png")))) as Response)).toBe(
      "The logo could not be read as an image. Upload a PNG, JPEG or WebP file.",
    );
    expect((await getSiteSettings()).logo).toBeNull();
  });

  it("stores the negotiator's photo cropped square and small, on the listing's contact card, and removes it (issue 29 item 4)", async () => {
    // A 12 MP phone photo with its EXIF orientation: stored square, small, as a JPEG.
    const portrait = await sharp(await twoColourPhoto(4000, 3000)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const upload = () => photoAction(args(logoUpload(portrait, "me.jpg", "/admin/settings/photo"))) as Promise<Response>;
    const response = await upload();
    expect(await toastOf(response)).toBe("Photo saved. It shows on the contact card of every listing.");
    const { consultantPhoto } = await getSiteSettings();
    expect(consultantPhoto).toMatch(/^\/images\/brand\/consultant-[0-9a-f]{16}\.jpg$/);
    const stored = path.join(process.env.DATA_DIR!, "uploads", consultantPhoto!.replace("/images/", ""));
    expect(await sharp(stored).metadata()).toMatchObject({ format: "jpeg", width: 192, height: 192 });
    expect(fs.statSync(stored).size).toBeLessThan(30_000);
    const root = unwrap<{ brand: { consultantPhoto: string | null } }>(await rootLoader(args(get("/"))));
    expect(root.data.brand.consultantPhoto).toBe(consultantPhoto);
    // The settings saved afterwards keep it.
    await action(args(post("/admin/settings", { ...VALID, intent: "save" }, cookie)));
    expect((await getSiteSettings()).consultantPhoto).toBe(consultantPhoto);

    expect(await toastOf((await photoAction(args(logoUpload(Buffer.from("not an image"), "me.jpg", "/admin/settings/photo")))) as Response)).toBe(
      "The photo could not be read as an image. Upload a JPEG, PNG or WebP file.",
    );
    expect((await getSiteSettings()).consultantPhoto).toBe(consultantPhoto);

    const removed = (await action(args(post("/admin/settings", { intent: "remove-consultant-photo" }, cookie)))) as Response;
    expect(await toastOf(removed)).toBe("Photo removed.");
    expect((await getSiteSettings()).consultantPhoto).toBeNull();
    expect(fs.existsSync(stored)).toBe(false);
  });
});
