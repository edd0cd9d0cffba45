import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/**
 * The public pages, in one language: English at today's URLs, Bahasa
 * Malaysia under /ms/ and Chinese under /zh/ (issue 15). The same modules
 * serve every language; the language comes from the path
 * (app/i18n/languages.ts). English keeps React Router's default ids.
 */
function publicPages(lang?: "ms" | "zh") {
  const id = (file: string) => (lang ? { id: `${lang}/${file}` } : {});
  return [
    index("routes/home.tsx", { id: lang ? `${lang}/home` : "home" }),
    route("listings", "routes/home.tsx", { id: lang ? `${lang}/listings` : "listings" }),
    route("listing/:id", "routes/listing.tsx", id("listing")),
    route("listing/:id/enquiry", "routes/listing-enquiry.tsx", id("listing-enquiry")),
    route("listing/:id/brochure.pdf", "routes/brochure.ts", id("brochure")),
    route("shortlist", "routes/shortlist.tsx", id("shortlist")),
    route("category/:category", "routes/category.tsx", id("category")),
    route("location/:location", "routes/location.tsx", id("location")),
    route("price-range/:range", "routes/price-range.tsx", id("price-range")),
    route("project/:slug", "routes/project.tsx", id("project")),
    route("tag/:tag", "routes/tag.tsx", id("tag")),
    route("search", "routes/search.tsx", id("search")),
    route("calculators", "routes/visitor/calculators.tsx", id("calculators")),
    route("near/:station", "routes/near.tsx", id("near")),
    route("stations", "routes/stations.tsx", id("stations")),
    route("compare", "routes/visitor/compare.tsx", id("compare")),
    route("listing/:id/viewing", "routes/viewings/request.tsx", id("viewing-request")),
    route("viewing/:id", "routes/viewings/requested.tsx", id("viewing-requested")),
    route("viewing/:id/cancel/:token", "routes/viewings/cancel.tsx", id("viewing-cancel")),
    route("alerts", "routes/alerts/subscribe.tsx", id("alerts")),
    route("alerts/push", "routes/alerts/push.ts", id("alerts-push")),
    route("alerts/confirm/:token", "routes/alerts/confirm.tsx", id("alerts-confirm")),
    route("alerts/unsubscribe/:token", "routes/alerts/unsubscribe.tsx", id("alerts-unsubscribe")),
    // "Forgot password" (decision 067): in the language the agent reads, like the e-mail it sends.
    route("forgot-password", "routes/password/forgot.tsx", id("forgot-password")),
    route("reset-password/:token", "routes/password/reset.tsx", id("reset-password")),
  ];
}

// Mirrors the table of screens in docs/product.md#screens.
export default [
  ...publicPages(),
  ...prefix("ms", publicPages("ms")),
  ...prefix("zh", publicPages("zh")),
  route("viewing/:id/viewing.ics", "routes/viewings/requested-ics.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:file", "routes/sitemap-file.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  ...prefix("admin", [
    route("manifest.webmanifest", "routes/installable/admin-manifest.ts"),
    route("calendar/:file", "routes/viewings/calendar-feed.ts"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("properties", "routes/admin/properties.tsx"),
      route("properties/new", "routes/admin/property-new.tsx"),
      route("properties/:id/edit", "routes/admin/property-edit.tsx"),
      route("locations", "routes/admin/name-list.tsx", { id: "routes/admin/locations" }),
      route("project-names", "routes/admin/name-list.tsx", { id: "routes/admin/project-names" }),
      route("search-names", "routes/admin/search-names.tsx"),
      route("photos", "routes/admin/photos.ts"),
      route("account", "routes/admin/account.tsx"),
      route("statistics", "routes/admin/statistics.tsx"),
      route("statistics/export", "routes/admin/statistics-export.ts"),
      route("enquiries", "routes/admin/enquiries.tsx"),
      route("enquiries/export", "routes/admin/enquiries-export.ts"),
      route("personal-data", "routes/leads/personal-data.tsx"),
      route("personal-data/export", "routes/leads/personal-data-export.ts"),
      route("viewings", "routes/viewings/admin.tsx"),
      route("viewings/export", "routes/viewings/admin-export.ts"),
      route("data", "routes/admin/data.tsx"),
      route("data/listings.csv", "routes/admin/data-export.ts"),
      route("data/backup.tar.gz", "routes/admin/data-backup.ts"),
      route("settings", "routes/admin/settings.tsx"),
      route("settings/logo", "routes/admin/settings-logo.ts"),
      route("settings/photo", "routes/admin/settings-photo.ts"),
      route("settings/notifications", "routes/admin/settings-notifications.ts"),
    ]),
  ]),
  // A path no page claims, in its language: /ms/… and /zh/… get the 404 in Malay and Chinese.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
