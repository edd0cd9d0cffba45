/**
 * The visitor's shortlist lives in the browser (decision 024): its storage key and
 * the attributes of the markup it fills. Here, in the domain rather than beside
 * the heart, because the top bar (site/ui/TopBar.tsx) shows its count too.
 */
export const SHORTLIST_KEY = "shortlist";
export const SHORTLIST = {
  /** On a heart button: the listing's display id; and its title, kept with it. */
  heart: "data-heart",
  title: "data-title",
  /** The top bar's count of saved listings. */
  count: "data-shortlist-count",
  /** The shortlist page's results region, which the page script fetches for this browser's list. */
  results: "data-shortlist-results",
  /** A saved listing that is gone (its display id): this browser still knows its title. */
  gone: "data-shortlist-gone",
} as const satisfies Record<string, `data-${string}`>;

/**
 * A heart's class until the page script shows it (a Tailwind utility, visibility: hidden):
 * it has its box from the first layout, so showing it lays nothing out again (issue 29),
 * and until then it can be neither seen, tapped nor focused. Without JavaScript it stays so.
 */
export const HEART_UNSHOWN = "invisible";

/** The most listings the compare page sets side by side (issue 31 item 6): four fit a laptop's width. */
export const COMPARE_MAX = 4;
