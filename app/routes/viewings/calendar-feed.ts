import type { Route } from "./+types/calendar-feed";
import { calendarSecretMatches } from "~/leads/viewings/availability.server";
import { feedViewings } from "~/leads/viewings/admin.server";
import { agentFeed } from "~/leads/viewings/ics.server";
import { logger } from "~/platform/logger.server";

const NOT_FOUND = () => new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * /admin/calendar/{secret}.ics: the agent's private calendar feed (decision
 * 058), subscribed as webcal:// in Google or Apple Calendar, which fetch it
 * without the admin's cookie: the secret in the address is the key. Outside
 * the admin guard; a wrong or revoked secret is a plain 404 (nothing says a
 * feed exists). The page cache keeps nothing under /admin, and the answer is
 * no-store for every other cache.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^([A-Za-z0-9_-]{16,100})\.ics$/.exec(params.file ?? "");
  if (!match || !(await calendarSecretMatches(match[1]))) {
    logger.info({ route: "/admin/calendar/:file" }, "client error: calendar feed with an unknown secret");
    return NOT_FOUND();
  }
  return new Response(agentFeed(await feedViewings()), {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}
