/**
 * The Property Manager's mark and view for listings that still lack a place
 * (issue 30 item 5): no pin of their own and none from their project, so no
 * map, no station distances and no place in the station filters and pages.
 */
export const NO_PLACE = "No place";
/** The Property Manager showing only those: `/admin/properties?lacking=place`. */
export const LACKING_PLACE_PATH = "/admin/properties?lacking=place";
