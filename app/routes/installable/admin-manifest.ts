import type { Route } from "./+types/admin-manifest";
import { getSiteSettingsOrLast } from "~/platform/site-settings/settings.server";

/**
 * /admin/manifest.webmanifest: the admin as an installable app on the agent's phone
 * and laptop (issue 32 item 1), named after the agency, with its logo as the icon
 * (the site's mark while there is none). Outside the admin guard: a browser fetches
 * a manifest without cookies, and it says nothing the public pages do not.
 */
export async function loader(_: Route.LoaderArgs) {
  const settings = await getSiteSettingsOrLast();
  const logo = settings.logo;
  const icons = [
    ...(logo ? [{ src: logo.url, sizes: `${logo.width}x${logo.height}`, type: "image/png", purpose: "any" }] : []),
    { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  ];
  const manifest = {
    name: `${settings.agencyName} admin`,
    short_name: "Admin",
    start_url: "/admin/enquiries",
    scope: "/admin",
    display: "standalone",
    background_color: "#fafaf9",
    theme_color: settings.brandColor,
    icons,
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
