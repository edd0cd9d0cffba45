import fs from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { PRIVATE_FIELDS } from "../../../app/properties/model/private-fields";

/**
 * Issue 28 item 15: the names of the private fields (owner_contact,
 * remarks_hidden, …) shipped in the scripts public pages link to, through the
 * field declaration. Every built script that is not reached only from an admin
 * route (React Router's manifest says which route imports which chunk) is read
 * here for every private field's name and the owner's labels.
 */
const ASSETS = path.resolve(import.meta.dirname, "../../..", process.env.BUILD_DIR ?? "build", "client/assets");

interface ManifestRoute {
  id: string;
  module: string;
  imports?: string[];
}

function manifest(): { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> } {
  const file = fs.readdirSync(ASSETS).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error("no React Router manifest in build/client/assets: run npm run build");
  const text = fs.readFileSync(path.join(ASSETS, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, ""));
}

const adminRoute = (id: string) => id.startsWith("routes/admin/");

test("no script a public page can load names a private field", () => {
  const { entry, routes } = manifest();
  const files = (r: { module: string; imports?: string[] }) => [r.module, ...(r.imports ?? [])].map((f) => path.basename(f));
  const publicFiles = new Set([...files(entry), ...Object.values(routes).filter((r) => !adminRoute(r.id)).flatMap(files)]);
  const adminFiles = new Set(Object.values(routes).filter((r) => adminRoute(r.id)).flatMap(files));
  // Every script but those only admin routes import: the public routes' chunks, the page script, anything else.
  const scanned = fs.readdirSync(ASSETS).filter((f) => f.endsWith(".js") && (publicFiles.has(f) || !adminFiles.has(f)));
  expect(scanned.length).toBeGreaterThan(10);
  expect(scanned.some((f) => /^home/.test(f))).toBe(true);

  const words = [...Object.keys(PRIVATE_FIELDS), ...Object.values(PRIVATE_FIELDS).map((f) => f.label).filter((l) => l.startsWith("Owner"))];
  expect(words).toEqual(expect.arrayContaining(["owner_name", "owner_contact", "remarks_hidden", "authorised_until", "Owner Contact"]));
  const found = scanned.flatMap((file) => {
    const text = fs.readFileSync(path.join(ASSETS, file), "utf8");
    return words.filter((w) => text.includes(w)).map((w) => `${file}: ${w}`);
  });
  expect(found).toEqual([]);
  // The admin's form still has them: the scan reads what it should.
  expect([...adminFiles].some((f) => fs.existsSync(path.join(ASSETS, f)) && fs.readFileSync(path.join(ASSETS, f), "utf8").includes("owner_contact"))).toBe(true);
});
