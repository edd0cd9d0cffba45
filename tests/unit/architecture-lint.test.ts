import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

// The folder rules live in eslint.config.js; these prove that `npm run lint`
// really refuses an import the wrong way and a cycle, not only that today's
// tree happens to pass.
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => m.ruleId);
}

describe("folder rules", () => {
  it("refuses platform code that imports a domain", async () => {
    const code = `import { listingPath } from "~/properties/model/property";\nexport const x = listingPath;\n`;
    expect(await ruleIds("app/platform/wrong-way.ts", code)).toContain("import-x/no-restricted-paths");
  });

  it("refuses a component that imports a route module", async () => {
    const code = `import { loader } from "~/routes/home";\nexport const x = loader;\n`;
    expect(await ruleIds("app/components/Wrong.tsx", code)).toContain("import-x/no-restricted-paths");
  });

  it("refuses a domain's UI that imports another domain's UI", async () => {
    const code = `import { PhotoManager } from "~/photos/ui/PhotoManager";\nexport const x = PhotoManager;\n`;
    expect(await ruleIds("app/properties/ui/editor/Wrong.tsx", code)).toContain("import-x/no-restricted-paths");
  });

  it("refuses a domain's logic that imports its own UI", async () => {
    const code = `import { CardGrid } from "~/properties/ui/lists/CardGrid";\nexport const x = CardGrid;\n`;
    expect(await ruleIds("app/properties/display/wrong-way.ts", code)).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("app/properties/wrong-way.server.ts", code)).toContain("import-x/no-restricted-paths");
  });

  it("refuses a shared primitive that imports a domain", async () => {
    const code = `import { formatRM } from "~/properties/display/money";\nexport const x = formatRM;\n`;
    expect(await ruleIds("app/components/Wrong.tsx", code)).toContain("import-x/no-restricted-paths");
  });

  it("refuses server/ reaching into a route", async () => {
    const code = `import { loader } from "../app/routes/home";\nexport const x = loader;\n`;
    expect(await ruleIds("server/wrong-way.ts", code)).toContain("import-x/no-restricted-paths");
  });

  it("accepts a domain's UI using its own domain, a lower domain's logic and the shared primitives", async () => {
    const code = [
      `import { ConfirmButton } from "~/components/ConfirmButton";`,
      `import { imageSrc } from "~/photos/image-urls";`,
      `import { CardGrid } from "~/properties/ui/lists/CardGrid";`,
      `export const x = [ConfirmButton, imageSrc, CardGrid];`,
      ``,
    ].join("\n");
    expect(await ruleIds("app/properties/ui/listing/RightWay.tsx", code)).toEqual([]);
  });

  it("refuses React, a component or a server module in a page-script enhancer", async () => {
    const file = "app/properties/ui/listing/wrong.enhance.ts";
    for (const code of [
      `import { useState } from "react";\nexport const x = useState;\n`,
      `import { Gallery } from "./Gallery";\nexport const x = Gallery;\n`,
      `import { searchFilter } from "~/properties/search.server";\nexport const x = searchFilter;\n`,
      `import { useI18n } from "~/i18n/context";\nexport const x = useI18n;\n`,
    ]) {
      expect(await ruleIds(file, code), code).toContain("no-restricted-imports");
    }
  });

  it("refuses a public-page entry that imports anything but enhancers", async () => {
    const code = `import { formatRM } from "~/properties/display/money";\nexport const x = formatRM;\n`;
    expect(await ruleIds("app/enhance/wrong.ts", code)).toContain("no-restricted-imports");
    const right = `import { enhanceShare } from "~/site/ui/share.enhance";\nenhanceShare();\n`;
    expect(await ruleIds("app/enhance/right.ts", right)).toEqual([]);
  });

  it("accepts a domain importing the layer below it", async () => {
    const code = `import { newId } from "~/platform/ids";\nexport const x = newId;\n`;
    expect(await ruleIds("app/properties/right-way.ts", code)).toEqual([]);
  });

  describe("cycles", () => {
    const dir = path.join(root, "app/platform", `lint-cycle-${process.pid}`);
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    /** The rules that refuse `file` after the files are written (one cycle a test: each its own names). */
    async function cycleRules(files: Record<string, string>, file: string) {
      fs.mkdirSync(dir, { recursive: true });
      for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), code);
      const [result] = await eslint.lintFiles([path.join(dir, file)]);
      return result!.messages.map((m) => m.ruleId);
    }

    it("refuses two modules that import each other", async () => {
      const files = { "a.ts": `import { b } from "./b";\nexport const a = () => b();\n`, "b.ts": `import { a } from "./a";\nexport const b = () => a();\n` };
      expect(await cycleRules(files, "a.ts")).toContain("local/no-cycle-with-types");
    });

    it("refuses a cycle through three modules, a re-export and a dynamic import()", async () => {
      const files = {
        "e.ts": `import { f } from "./f";\nexport const e = () => f;\n`,
        "f.ts": `export * from "./g";\nexport const f = 1;\n`,
        "g.ts": `export const g = () => import("./e");\n`,
      };
      for (const file of Object.keys(files)) expect(await cycleRules(files, file), file).toContain("local/no-cycle-with-types");
    });

    it("refuses two modules that import each other's types (import-x/no-cycle skips those)", async () => {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "c.ts"), `import type { D } from "./d";\nexport type C = { d?: D };\n`);
      fs.writeFileSync(path.join(dir, "d.ts"), `import type { C } from "./c";\nexport type D = { c?: C };\n`);
      const [result] = await eslint.lintFiles([path.join(dir, "c.ts")]);
      expect(result!.messages.map((m) => m.ruleId)).toContain("local/no-cycle-with-types");
    });
  });
});
