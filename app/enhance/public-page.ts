/**
 * The one script public pages load (decisions 013, 036). They are server-rendered
 * HTML that works without it; each widget's enhancer, beside the component that
 * renders its markup, adds what a visitor on a phone expects. Its texts are in the
 * page's language (components/page-script.ts reads the `#page-text` block).
 *
 * Adding a widget: its component renders `{...dataAttr(NAME)}`, its `name.enhance.ts`
 * beside it exports NAME and `enhanceName()`, and one line below registers it.
 * No React here (lint refuses it): the build bundles this file and what it imports
 * into one hashed asset of its own (app/root.tsx imports it with `?worker&url`).
 *
 * An enhancer wires its widget at once, so that the first tap works. What it fills on
 * load from the browser's own state (the saved shortlist, the language a visitor chose,
 * the view counted) it returns instead, and that runs in a task of its own after this
 * one (issue 29, decision 076): a page's first read of localStorage waits for the
 * browser process, and in the script's one task it made a long task on a phone's CPU.
 */
import { enhanceCosts } from "~/costs/ui/costs.enhance";
import { enhanceAlertPush } from "~/leads/ui/alerts/alert-push.enhance";
import { enhanceEnquiryInPlace } from "~/leads/ui/enquiry.enhance";
import { enhanceListingCounting } from "~/leads/ui/listing-events.enhance";
import { enhanceGalleries } from "~/properties/ui/listing/gallery.enhance";
import { enhanceMediaEmbeds } from "~/properties/ui/listing/media-embed.enhance";
import { enhanceShortlist } from "~/properties/ui/listing/shortlist.enhance";
import { enhancePlaceMaps } from "~/properties/ui/map/place-map.enhance";
import { enhanceListFilters } from "~/properties/ui/lists/list-filters.enhance";
import { enhanceLiveSearch } from "~/properties/ui/lists/live-search.enhance";
import { enhanceLanguageOffer } from "~/site/ui/language-offer.enhance";
import { enhanceLoadingStatus } from "~/site/ui/loading-status.enhance";
import { enhanceMenu } from "~/site/ui/menu.enhance";
import { enhanceShare } from "~/site/ui/share.enhance";

/** Wires a widget; returns what it fills from the browser's state, if anything, to run in a later task. */
type Enhancer = () => void | (() => void);

const enhancers: Enhancer[] = [
  // Before the loading texts: a video's player takes its click for itself.
  enhanceMediaEmbeds,
  enhancePlaceMaps,
  enhanceLoadingStatus,
  enhanceLiveSearch,
  enhanceGalleries,
  enhanceListingCounting,
  enhanceEnquiryInPlace,
  enhanceAlertPush,
  enhanceShortlist,
  enhanceShare,
  enhanceCosts,
  enhanceListFilters,
  enhanceLanguageOffer,
  enhanceMenu,
];

// One broken widget leaves the others working.
function run(step: Enhancer): ReturnType<Enhancer> {
  try {
    return step();
  } catch (error) {
    console.error(error);
  }
}

for (const enhance of enhancers) {
  const fill = run(enhance);
  // Each in a task of its own: none of them lengthens another's.
  if (fill) setTimeout(() => run(fill));
}
