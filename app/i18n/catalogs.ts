import type { Lang } from "./languages";
import enFrame from "./catalog/en/frame.json";
import msFrame from "./catalog/ms/frame.json";
import zhFrame from "./catalog/zh/frame.json";
import enLists from "./catalog/en/lists.json";
import msLists from "./catalog/ms/lists.json";
import zhLists from "./catalog/zh/lists.json";
import enListing from "./catalog/en/listing.json";
import msListing from "./catalog/ms/listing.json";
import zhListing from "./catalog/zh/listing.json";
import enFacts from "./catalog/en/facts.json";
import msFacts from "./catalog/ms/facts.json";
import zhFacts from "./catalog/zh/facts.json";
import enScript from "./catalog/en/script.json";
import msScript from "./catalog/ms/script.json";
import zhScript from "./catalog/zh/script.json";
import enAccount from "./catalog/en/account.json";
import msAccount from "./catalog/ms/account.json";
import zhAccount from "./catalog/zh/account.json";
import enCosts from "./catalog/en/costs.json";
import msCosts from "./catalog/ms/costs.json";
import zhCosts from "./catalog/zh/costs.json";
import enViewing from "./catalog/en/viewing.json";
import msViewing from "./catalog/ms/viewing.json";
import zhViewing from "./catalog/zh/viewing.json";
import enAlerts from "./catalog/en/alerts.json";
import msAlerts from "./catalog/ms/alerts.json";
import zhAlerts from "./catalog/zh/alerts.json";

/**
 * The message catalogs: one JSON file per domain and language under
 * catalog/<lang>/<domain>.json, ICU MessageFormat, flat keys. A translator
 * edits those files only. A message's full key is `<domain>.<key>`.
 *
 * - frame: top bar, footer, language switcher, 404 and error pages, category
 *   names (the client needs these as plain strings on admin pages: no placeholders)
 * - lists: home, listings, category, location, price range, project, tag,
 *   search, shortlist, filters, cards, pagination, their titles and descriptions
 * - listing: the detail page, enquiry, WhatsApp messages, visitor tools
 * - facts: field labels, units and the values of choices (Freehold, …)
 * - script: texts the page script (the widgets' *.enhance.ts) shows
 * - costs: the cost calculators (issue 31): on listings and the /calculators page
 * - viewing: viewing requests (issue 32 item 2): the form, the visitor's page, the answers sent to them
 * - alerts: visitors' e-mail alerts (issue 32 item 3): the form, its pages and the e-mails
 * - account: the admin's password rules and the statistics' note (shown in English in the admin, decision 027); "Forgot password", its pages and e-mail in the agent's language (decision 067)
 */
const DOMAINS = {
  frame: { en: enFrame, ms: msFrame, zh: zhFrame },
  lists: { en: enLists, ms: msLists, zh: zhLists },
  listing: { en: enListing, ms: msListing, zh: zhListing },
  facts: { en: enFacts, ms: msFacts, zh: zhFacts },
  script: { en: enScript, ms: msScript, zh: zhScript },
  account: { en: enAccount, ms: msAccount, zh: zhAccount },
  costs: { en: enCosts, ms: msCosts, zh: zhCosts },
  viewing: { en: enViewing, ms: msViewing, zh: zhViewing },
  alerts: { en: enAlerts, ms: msAlerts, zh: zhAlerts },
};

type Domains = typeof DOMAINS;
type KeysOf<D extends keyof Domains> = `${D}.${Extract<keyof Domains[D]["en"], string>}`;
/** Every message key, from the English catalog: a typo in a key is a type error. */
export type MessageKey = { [D in keyof Domains]: KeysOf<D> }[keyof Domains];

export const DOMAIN_NAMES = Object.keys(DOMAINS) as (keyof Domains)[];

function flatten(lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const domain of DOMAIN_NAMES) {
    const messages = DOMAINS[domain][lang] as Record<string, string>;
    for (const [key, message] of Object.entries(messages)) out[`${domain}.${key}`] = message;
  }
  return out;
}

export const CATALOGS: Record<Lang, Record<string, string>> = { en: flatten("en"), ms: flatten("ms"), zh: flatten("zh") };

/** One domain's messages per language, as in its files (the catalog test reads these). */
export function domainCatalog(domain: keyof Domains, lang: Lang): Record<string, string> {
  return DOMAINS[domain][lang] as Record<string, string>;
}
