import { beforeAll, describe, expect, it, vi } from "vitest";
import * as names from "~/names/names.server";
import * as nameList from "~/routes/admin/name-list";
import { adminCookie, args, get, post, unwrap } from "../admin-helpers";

// One module serves both lists; the request path says which.
const locations = nameList;
const projectNames = nameList;

let cookie = "";
beforeAll(async () => {
  cookie = await adminCookie();
});

type Result = { toast: { kind: string; message: string } | null; keep: string };

const screens = [
  { route: locations, path: "/admin/locations", noun: "Location", lower: "location", plural: "locations", empty: "Location name cannot be empty." },
  { route: projectNames, path: "/admin/project-names", noun: "Project name", lower: "project name", plural: "project names", empty: "Project name cannot be empty." },
];

describe.each(screens)("$path", (s) => {
  const add = async (name: string) =>
    unwrap<Result>(await s.route.action(args(post(s.path, { intent: "add", name }, cookie))));
  const listed = async () => ((await s.route.loader(args(get(s.path, cookie)))) as { names: Array<{ id: string; name: string }> }).names;

  it("adds trimmed names, lists them by name, refuses empty and case-insensitive duplicates", async () => {
    expect(await add("  Seri Kembangan ")).toMatchObject({ status: 200, data: { toast: null, keep: "" } });
    await add("ampang");
    await add("Bangsar");
    expect((await listed()).map((n) => n.name)).toEqual(["ampang", "Bangsar", "Seri Kembangan"]);

    expect(await add("   ")).toMatchObject({ status: 400, data: { toast: { kind: "error", message: s.empty }, keep: "" } });
    const duplicate = await add(" SERI kembangan");
    expect(duplicate).toMatchObject({
      status: 409,
      data: { toast: { message: `${s.noun} 'SERI kembangan' already exists.` }, keep: "" },
    });
    expect(await listed()).toHaveLength(3);
  });

  it("deletes by id", async () => {
    const target = (await listed()).find((n) => n.name === "ampang")!;
    await s.route.action(args(post(s.path, { intent: "delete", id: target.id }, cookie)));
    expect((await listed()).map((n) => n.name)).not.toContain("ampang");
  });

  it("says so when the database fails", async () => {
    // The database refusing is the outside world failing: the only thing mocked here.
    const down = new Error("database down");
    const spies = [
      vi.spyOn(names, "listNames").mockRejectedValue(down),
      vi.spyOn(names, "addName").mockRejectedValue(down),
      vi.spyOn(names, "deleteName").mockRejectedValue(down),
    ];
    try {
      expect(((await s.route.loader(args(get(s.path, cookie)))) as { loadError: string }).loadError).toBe(
        `Failed to load ${s.plural}. Please try again.`,
      );
      expect(await add("Typed Name")).toMatchObject({
        status: 500,
        data: {
          toast: { message: `Failed to add ${s.lower}. Please ensure you are logged in as an admin and have permissions.` },
          keep: "Typed Name",
        },
      });
      const deleted = unwrap<Result>(await s.route.action(args(post(s.path, { intent: "delete", id: "x" }, cookie))));
      expect(deleted.data.toast?.message).toBe(
        `Failed to delete ${s.lower}. Please ensure you are logged in as an admin and have permissions.`,
      );
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
