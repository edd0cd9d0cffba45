import sanitizeHtml from "sanitize-html";

/**
 * Descriptions are rich text typed by the admin (or imported). Only these
 * tags and attributes reach a visitor's page: no scripts, styles, event
 * handlers, iframes, images or javascript: links. Called on save (admin) and
 * again on render, so rows written before the rule are safe too.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "sub", "sup", "span",
    "ul", "ol", "li", "h2", "h3", "h4", "h5", "h6", "blockquote", "a",
    "table", "thead", "tbody", "tr", "th", "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    // The page title is the only h1.
    h1: "h2",
    div: "p",
    // Links leave the site in a new tab without handing it window.opener.
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer nofollow" }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html ?? "", OPTIONS);
}

type Descriptions = { description: string; description_ms: string; description_zh: string };

/** A listing's every description (the main one and its Malay and Chinese, issue 15) sanitised alike before storing. */
export function sanitizeDescriptions<T extends Descriptions>(input: T): T {
  return {
    ...input,
    description: sanitizeDescription(input.description),
    description_ms: sanitizeDescription(input.description_ms),
    description_zh: sanitizeDescription(input.description_zh),
  };
}

const ENTITIES: Record<string, string> = { "&nbsp;": " ", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** Plain text for meta descriptions and previews, whitespace folded, cut at `max`. */
export function descriptionText(html: string, max = 160): string {
  // A space before each block end keeps "<p>a</p><p>b</p>" from becoming "ab".
  const spaced = (html ?? "").replace(/<(br|\/p|\/li|\/h\d|\/div|\/td)\b[^>]*>/gi, " $&");
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, " ")
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
