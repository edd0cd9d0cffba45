import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { CATALOGS, DOMAIN_NAMES, domainCatalog } from "~/i18n/catalogs";
import { LANGS } from "~/i18n/languages";
import { translator } from "~/i18n/translator";
import { CATEGORY_LINKS, CATEGORY_SLUGS } from "~/properties/categories";
import { dynamicKeyFamilies } from "./i18n-key-families";

/** Every argument a message takes, with its kind ("plural", "select", "number", "date", "argument"). */
function argumentsOf(elements: MessageFormatElement[], out = new Map<string, string>()): Map<string, string> {
  for (const el of elements) {
    if (el.type === TYPE.argument) out.set(el.value, "argument");
    if (el.type === TYPE.number) out.set(el.value, "number");
    if (el.type === TYPE.date || el.type === TYPE.time) out.set(el.value, "date");
    if (el.type === TYPE.plural) {
      out.set(el.value, "plural");
      for (const option of Object.values(el.options)) argumentsOf(option.value, out);
    }
    if (el.type === TYPE.select) {
      out.set(el.value, "select");
      for (const option of Object.values(el.options)) argumentsOf(option.value, out);
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, out);
  }
  return out;
}

const shape = (message: string) => Object.fromEntries([...argumentsOf(parse(message, { ignoreTag: true }))].sort());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "catalog" ? [] : sourceFiles(path);
    return /\.(tsx?|js|mjs)$/.test(name) ? [path] : [];
  });
}

describe("message catalogs (issue 15)", () => {
  for (const domain of DOMAIN_NAMES) {
    const english = domainCatalog(domain, "en");
    for (const lang of LANGS.filter((l) => l !== "en")) {
      it(`${lang}/${domain}.json has exactly the keys of en/${domain}.json`, () => {
        const theirs = domainCatalog(domain, lang);
        expect(Object.keys(english).filter((k) => !(k in theirs)), "missing").toEqual([]);
        expect(Object.keys(theirs).filter((k) => !(k in english)), "not in English").toEqual([]);
        expect(Object.entries(theirs).filter(([, m]) => !m.trim()).map(([k]) => k), "empty").toEqual([]);
      });
      it(`${lang}/${domain}.json takes the same placeholders as English`, () => {
        const theirs = domainCatalog(domain, lang);
        const differ = Object.keys(english)
          .filter((k) => k in theirs)
          .filter((k) => JSON.stringify(shape(english[k])) !== JSON.stringify(shape(theirs[k])))
          .map((k) => `${k}: en ${JSON.stringify(shape(english[k]))} ${lang} ${JSON.stringify(shape(theirs[k]))}`);
        expect(differ).toEqual([]);
      });
    }
  }

  it("frame messages take no placeholders (the admin gets them pre-formatted)", () => {
    for (const lang of LANGS) {
      const withArgs = Object.entries(domainCatalog("frame", lang)).filter(([, m]) => Object.keys(shape(m)).length > 0);
      expect(withArgs.map(([k]) => `${lang}:${k}`)).toEqual([]);
    }
  });

  it("every key is used by the code", () => {
    const root = join(process.cwd(), "app");
    const code = sourceFiles(root).map((f) => readFileSync(f, "utf8")).join("\n");
    // The page script: the widgets' enhancers (decision 036).
    const script = sourceFiles(root)
      .filter((f) => f.endsWith(".enhance.ts"))
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const families = dynamicKeyFamilies();
    const unused = Object.keys(CATALOGS.en).filter((key) => {
      if (code.includes(`"${key}"`) || code.includes(`'${key}'`) || code.includes(`\`${key}\``)) return false;
      if (families.has(key)) return false;
      // The page script reads its texts by their short key from the JSON the page carries.
      if (key.startsWith("script.") && script.includes(`"${key.slice("script.".length)}"`)) return false;
      return true;
    });
    expect(unused).toEqual([]);
  });

  it("the key families built at run time match the code's own lists", () => {
    const families = dynamicKeyFamilies();
    for (const c of CATEGORY_LINKS) expect(families.has(`frame.categoryLink.${c.slug}`)).toBe(true);
    for (const slug of CATEGORY_SLUGS) expect(CATALOGS.en[`frame.category.${slug}`], slug).toBeDefined();
    const missing = [...families].filter((key) => !(key in CATALOGS.en));
    expect(missing).toEqual([]);
  });

  it("plural forms: English says 1 property and 2 properties; Malay and Chinese have no plural form", () => {
    // A message with a plural argument must format in every language at 1 and 2 without throwing.
    for (const lang of LANGS) {
      const t = translator(lang);
      for (const [key, message] of Object.entries(CATALOGS[lang])) {
        const args = shape(message);
        const plural = Object.entries(args).filter(([, kind]) => kind === "plural" || kind === "number");
        if (!plural.length) continue;
        const values = Object.fromEntries(Object.keys(args).map((name) => [name, args[name] === "plural" || args[name] === "number" ? 1 : "x"]));
        expect(() => t(key as never, values), `${lang}:${key}`).not.toThrow();
      }
    }
  });
});
