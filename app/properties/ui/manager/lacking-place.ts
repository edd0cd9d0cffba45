/**
 * The Property Manager's mark and view for listings that still lack a place
 * (issue 30 item 5; the view is `?needs=place`, attention/needs.ts): no pin of their own and none from their project, so no
 * map, no station distances and no place in the station filters and pages.
 */
export const NO_PLACE = "No place";
