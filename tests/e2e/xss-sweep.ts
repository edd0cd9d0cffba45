import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

// The browser side of tests/e2e/security/security-xss.spec.ts: what counts as a
// payload "doing something", and the sweep that opens pages to look for it.

const TABS = 4;

export interface Finding {
  url: string;
  what: string;
}

/** Watches a page for anything a payload could make happen. */
export function watch(page: Page, findings: Finding[]) {
  page.on("dialog", async (dialog) => {
    findings.push({ url: page.url(), what: `dialog ${dialog.type()}: ${dialog.message()}` });
    await dialog.dismiss().catch(() => {});
  });
  page.on("popup", (popup) => findings.push({ url: page.url(), what: `popup ${popup.url()}` }));
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) findings.push({ url: page.url(), what: `CSP: ${msg.text()}` });
  });
  page.on("pageerror", (err) => {
    if (/__xss/.test(String(err))) findings.push({ url: page.url(), what: `page error: ${err}` });
  });
}

/** Run in the page: every element or attribute through which script could run or the page be taken over. */
/** Opens a page in a fresh context, watches it while `visit` runs, closes it whatever happens; returns what was seen. */
export async function inWatchedPage(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0],
  visit: (page: Page, findings: Finding[]) => Promise<void>,
  findings: Finding[] = [],
): Promise<Finding[]> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  watch(page, findings);
  try {
    await visit(page, findings);
  } finally {
    await context.close();
  }
  return findings;
}

export function domThreats(): { threats: string[]; xss: unknown } {
  const threats: string[] = [];
  const URL_ATTRS = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "background", "poster", "codebase", "srcset", "values", "to", "from", "by"]);
  const FORBIDDEN = new Set(["iframe", "frame", "frameset", "object", "embed", "base", "applet", "portal", "noscript", "template", "math"]);
  const describe = (el: Element) => `<${el.tagName.toLowerCase()}> ${el.outerHTML.slice(0, 120)}`;
  for (const el of document.querySelectorAll("*")) {
    const tag = el.tagName.toLowerCase();
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const folded = attr.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
      if (name.startsWith("on")) threats.push(`handler ${name} on ${describe(el)}`);
      if ((URL_ATTRS.has(name) || name.endsWith("href")) && /^(javascript|vbscript|livescript|data:text\/html|data:image\/svg)/.test(folded)) {
        threats.push(`script URL in ${name} on ${describe(el)}`);
      }
      if (name === "srcdoc") threats.push(`srcdoc on ${describe(el)}`);
      if (name === "style" && /javascript:|expression\(|url\(/.test(folded)) threats.push(`style ${describe(el)}`);
    }
    // One <noscript> is the app's own: the list filters' Apply button for visitors without
    // JavaScript (ListFilterBar.tsx, decision 057), inside the filter form, where no content
    // reaches but escaped option values. Anywhere else a <noscript> was injected.
    const ownNoscript = tag === "noscript" && Boolean(el.parentElement?.closest("form[data-list-filters]"));
    if (FORBIDDEN.has(tag) && !ownNoscript) threats.push(`element ${describe(el)}`);
    if (tag === "meta" && el.hasAttribute("http-equiv")) threats.push(`meta refresh ${describe(el)}`);
    // The app's own CSS sits in <head>, and the admin's rich-text editor (Tiptap) adds its
    // stylesheet; content can reach neither, so a <style> anywhere else was injected.
    if (tag === "style" && !el.closest("head") && !el.hasAttribute("data-tiptap-style")) threats.push(`style element ${describe(el)}`);
    if (tag === "script") {
      const script = el as HTMLScriptElement;
      const executable = !script.type || /javascript|module|ecmascript/i.test(script.type);
      // React Router's own inline scripts (admin pages) carry the nonce when the server renders them; after
      // a client navigation React may re-create one without it (inert: React-made scripts never run).
      // An injected script has no nonce (a breakout makes a new element) and carries a payload.
      const injected = /__xss|alert\(/.test(`${script.src} ${script.textContent}`);
      const appScript = Boolean(script.src) || /history\.state|__reactRouter/.test(script.textContent ?? "");
      if (executable && !script.nonce && (injected || !appScript)) {
        threats.push(`script without the nonce ${describe(el)}`);
      }
      // Data blocks never run: JSON-LD, and the page script's texts (#page-text, app/components/PageText.tsx).
      const dataBlock = script.type === "application/ld+json" || (script.type === "application/json" && script.id === "page-text");
      if (!executable && !dataBlock) threats.push(`odd script ${describe(el)}`);
      if (script.type === "application/ld+json") {
        try {
          JSON.parse(script.textContent ?? "");
        } catch {
          threats.push(`JSON-LD broken ${describe(el)}`);
        }
      }
    }
    if (tag === "form") {
      // A path on this site (the HTML may be parsed outside it, on about:blank), or this origin.
      const action = el.getAttribute("action") ?? "";
      let own = action === "" || /^\/(?![/\\])/.test(action);
      try {
        own ||= location.protocol.startsWith("http") && new URL(action, location.href).origin === location.origin;
      } catch {
        own = false;
      }
      if (!own) threats.push(`foreign form ${describe(el)}`);
    }
  }
  return { threats, xss: (window as unknown as { __xss?: unknown }).__xss };
}

export interface Visit {
  path: string;
  status?: number;
  /**
   * "load": a full document load. "typed": the `q` of the path typed into the
   * page's search box and sent with Enter, whose script fetches the server's HTML and swaps the
   * results in place (public pages have no client router, decision 013);
   * plus the server's HTML for the same URL parsed with scripts off.
   */
  mode?: "load" | "typed";
}

function record(findings: Finding[], path: string, result: { threats: string[]; xss: unknown }) {
  for (const t of result.threats) findings.push({ url: path, what: t });
  if (result.xss !== undefined) findings.push({ url: path, what: `window.__xss = ${String(result.xss)}` });
}

async function fullLoad(origin: string, page: Page, { path, status }: Visit, findings: Finding[]) {
  const target = new URL(path, origin).toString();
  const response = await page.goto(target, { waitUntil: "load" });
  if (status !== undefined) expect(response?.status(), path).toBe(status);
  record(findings, path, await page.evaluate(domThreats));
  // No navigation away: the page is where we sent it (the browser normalises the URL).
  if (page.url() !== target) findings.push({ url: path, what: `navigated to ${page.url()}` });
}

async function typedSearch(origin: string, page: Page, { path }: Visit, findings: Finding[]) {
  const target = new URL(path, origin);
  const here = page.url().startsWith(origin) ? new URL(page.url()).pathname : null;
  if (here !== target.pathname) await page.goto(new URL(target.pathname, origin).toString(), { waitUntil: "load" });
  const box = page.getByRole("searchbox", { name: "Search properties" });
  await box.fill(target.searchParams.get("q") ?? "");
  // Enter sends it now, through the same fetch and swap as the pause after typing (live-search.enhance.ts),
  // without the 300 ms pause: 234 of them in a sweep.
  await box.press("Enter");
  // A one-line input drops line breaks: the query sent is what the box holds.
  const typed = (await box.inputValue()).trim();
  // The results are in once the address shows the query and the loading text is gone.
  await page.waitForFunction(
    (q) =>
      (new URLSearchParams(location.search).get("q") ?? "") === q &&
      Boolean(document.querySelector("[data-page-status] > p[hidden]")),
    typed,
    { timeout: 15_000 },
  );
  // Let the browser run anything the new results started (image errors, focus).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  record(findings, `${path} (typed)`, await page.evaluate(domThreats));
}

/** The server's HTML for a URL, as the browser's parser builds it (scripts off, so fast). */
async function serverHtml(origin: string, page: Page, { path, status }: Visit, findings: Finding[]) {
  // A connection of its own each time: a kept-alive one the server closes after its idle
  // timeout, just as this reuses it, answers ECONNRESET (a browser would retry; this client does not).
  const response = await page.request.get(new URL(path, origin).toString(), { maxRedirects: 0, headers: { Connection: "close" } });
  if (status !== undefined) expect(response.status(), path).toBe(status);
  await page.setContent(await response.text(), { waitUntil: "domcontentloaded" });
  record(findings, `${path} (server HTML)`, await page.evaluate(domThreats));
}

/**
 * Opens every visit in Chromium with the CSP bypassed (so escaping must hold
 * on its own) and returns what a payload managed to do. `cookie` signs the
 * tabs in as the admin.
 */
export async function sweep(browser: Browser, origin: string, visits: Visit[], cookie = "") {
  const findings: Finding[] = [];
  const contexts: BrowserContext[] = [];
  const open = async (options: { javaScriptEnabled: boolean }) => {
    const context = await browser.newContext({ baseURL: origin, bypassCSP: true, ...options });
    contexts.push(context);
    if (cookie) {
      const [name, value] = cookie.split(/=(.*)/s) as [string, string];
      await context.addCookies([{ name, value, url: origin, httpOnly: true, sameSite: "Lax" }]);
    }
    // Nothing the payloads point at is fetched from elsewhere: an outside request is a finding too.
    await context.route((url) => url.origin !== origin, async (route) => {
      findings.push({ url: "(request)", what: `request to ${route.request().url()}` });
      await route.abort();
    });
    return context;
  };
  const live = await open({ javaScriptEnabled: true });
  const parsed = await open({ javaScriptEnabled: false });
  const queue = [...visits];
  try {
    // A few tabs at once: the server renders one page while Chromium hydrates another.
    await Promise.all(
      Array.from({ length: TABS }, async () => {
        const page = await live.newPage();
        const staticPage = await parsed.newPage();
        watch(page, findings);
        watch(staticPage, findings);
        for (let next = queue.shift(); next; next = queue.shift()) {
          if (next.mode === "typed") {
            await typedSearch(origin, page, next, findings);
            await serverHtml(origin, staticPage, next, findings);
          } else {
            await fullLoad(origin, page, next, findings);
          }
        }
      }),
    );
  } finally {
    for (const context of contexts) await context.close();
  }
  return findings;
}

export const report = (findings: Finding[]) => findings.map((f) => `${f.url}: ${f.what}`).join("\n");
