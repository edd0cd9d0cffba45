import type { Lang } from "~/i18n/languages";
import { PAGE_TEXT_ID } from "./page-script";

/**
 * The page script's texts in the page's language, as a JSON data block
 * (`<script type="application/json" id={PAGE_TEXT_ID}>`): the same bytes for
 * every visitor, so the page stays cacheable. A data block never runs, so
 * the Content-Security-Policy's script-src does not apply to it; it carries
 * the nonce anyway, as every <script> we write does (security-headers spec).
 * `<` is escaped, so a message cannot close the element.
 */
export function PageText({ lang, text, nonce }: { lang: Lang; text: Record<string, string>; nonce?: string }) {
  const json = JSON.stringify({ lang, text }).replace(/</g, "\\u003c");
  return <script type="application/json" id={PAGE_TEXT_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
