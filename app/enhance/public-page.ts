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

const enhancers: (() => void)[] = [
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

for (const enhance of enhancers) {
  // One broken widget leaves the others working.
  try {
    enhance();
  } catch (error) {
    console.error(error);
  }
}
