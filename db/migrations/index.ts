import type { Migration } from "kysely/migration";
import * as initial from "./20261122_1130_initial";
import * as signInFailures from "./20261122_1200_sign_in_failures";
import * as contentVersion from "./20261122_1300_content_version";
import * as searchIndexes from "./20261122_1430_search_indexes";
import * as hashedSessionIds from "./20261124_0400_hashed_session_ids";
import * as malaysianFacts from "./20261124_0410_malaysian_facts";
import * as listingLifecycle from "./20261124_0430_listing_lifecycle";
import * as sessionLastSeen from "./20261124_0500_session_last_seen";
import * as ownerData from "./20261124_0610_owner_data";
import * as siteSettings from "./20261124_0620_site_settings";
import * as listFilters from "./20261124_0630_list_filters";
import * as projectsAndRentRanges from "./20261124_0640_projects_and_rent_ranges";
import * as listingStatsAndEnquiries from "./20261124_0650_listing_stats_and_enquiries";
import * as contentVersionNotify from "./20261124_0670_content_version_notify";
import * as listingTranslations from "./20261124_0680_listing_translations";
import * as categoryOrder from "./20261124_0690_category_order";
import * as searchInListOrder from "./20261126_0230_search_in_list_order";
import * as searchLanguagesAndAliases from "./20261126_1100_search_languages_and_aliases";
import * as notificationOutbox from "./20261126_1720_notification_outbox";
import * as pushSubscriptions from "./20261126_1750_push_subscriptions";
import * as checkedImports from "./20261126_1730_checked_imports";
import * as whereItIs from "./20261126_1745_where_it_is";
import * as priceOrderOfEveryDeal from "./20261126_1800_price_order_of_every_deal";
import * as consultantPhoto from "./20261126_1805_consultant_photo";
import * as hotLeads from "./20261126_2020_hot_leads";
import * as viewingRequests from "./20261126_2021_viewing_requests";
import * as dashboardCounts from "./20261126_2043_dashboard_counts";
import * as visitorAlerts from "./20261126_2054_visitor_alerts";
import * as stationFilters from "./20261126_2137_station_filters";
import * as passwordResets from "./20261127_0000_password_resets";
import * as newToAlertsOnce from "./20261127_0400_new_to_alerts_once";
import * as pushAlerts from "./20261127_0500_push_alerts";
import * as stationsKnowTheStatus from "./20261127_0650_stations_know_the_status";
import * as pinStartsIndex from "./20261127_0715_pin_starts_index";

/**
 * Every migration, by its timestamped name. Listed by hand (not read from the
 * folder) so that the bundled server carries them. Never rename an entry.
 */
export const migrations: Record<string, Migration> = {
  "20261122_1130_initial": initial,
  "20261122_1200_sign_in_failures": signInFailures,
  "20261122_1300_content_version": contentVersion,
  "20261122_1430_search_indexes": searchIndexes,
  "20261124_0400_hashed_session_ids": hashedSessionIds,
  "20261124_0410_malaysian_facts": malaysianFacts,
  "20261124_0430_listing_lifecycle": listingLifecycle,
  "20261124_0500_session_last_seen": sessionLastSeen,
  "20261124_0610_owner_data": ownerData,
  "20261124_0620_site_settings": siteSettings,
  "20261124_0630_list_filters": listFilters,
  "20261124_0640_projects_and_rent_ranges": projectsAndRentRanges,
  "20261124_0650_listing_stats_and_enquiries": listingStatsAndEnquiries,
  "20261124_0670_content_version_notify": contentVersionNotify,
  "20261124_0680_listing_translations": listingTranslations,
  "20261124_0690_category_order": categoryOrder,
  "20261126_0230_search_in_list_order": searchInListOrder,
  "20261126_1100_search_languages_and_aliases": searchLanguagesAndAliases,
  "20261126_1720_notification_outbox": notificationOutbox,
  "20261126_1750_push_subscriptions": pushSubscriptions,
  "20261126_1730_checked_imports": checkedImports,
  "20261126_1745_where_it_is": whereItIs,
  "20261126_1800_price_order_of_every_deal": priceOrderOfEveryDeal,
  "20261126_1805_consultant_photo": consultantPhoto,
  "20261126_2020_hot_leads": hotLeads,
  "20261126_2021_viewing_requests": viewingRequests,
  "20261126_2043_dashboard_counts": dashboardCounts,
  "20261126_2054_visitor_alerts": visitorAlerts,
  "20261126_2137_station_filters": stationFilters,
  "20261127_0000_password_resets": passwordResets,
  "20261127_0400_new_to_alerts_once": newToAlertsOnce,
  "20261127_0500_push_alerts": pushAlerts,
  "20261127_0650_stations_know_the_status": stationsKnowTheStatus,
  "20261127_0715_pin_starts_index": pinStartsIndex,
};
