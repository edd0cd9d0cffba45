import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Mirrors the table of screens in docs/product.md#screens.
export default [
  index("routes/home.tsx", { id: "home" }),
  route("listings", "routes/home.tsx", { id: "listings" }),
  route("listing/:id", "routes/listing.tsx"),
  route("listing/:id/enquiry", "routes/listing-enquiry.tsx"),
  route("listing/:id/brochure.pdf", "routes/brochure.ts"),
  route("shortlist", "routes/shortlist.tsx"),
  route("category/:category", "routes/category.tsx"),
  route("location/:location", "routes/location.tsx"),
  route("price-range/:range", "routes/price-range.tsx"),
  route("tag/:tag", "routes/tag.tsx"),
  route("search", "routes/search.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:file", "routes/sitemap-file.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("properties", "routes/admin/properties.tsx"),
      route("properties/new", "routes/admin/property-new.tsx"),
      route("properties/:id/edit", "routes/admin/property-edit.tsx"),
      route("locations", "routes/admin/name-list.tsx", { id: "routes/admin/locations" }),
      route("project-names", "routes/admin/name-list.tsx", { id: "routes/admin/project-names" }),
      route("photos", "routes/admin/photos.ts"),
      route("account", "routes/admin/account.tsx"),
      route("statistics", "routes/admin/statistics.tsx"),
      route("statistics/export", "routes/admin/statistics-export.ts"),
      route("enquiries", "routes/admin/enquiries.tsx"),
      route("enquiries/export", "routes/admin/enquiries-export.ts"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
