import type { Route } from "./+types/requested-ics";
import { visitorIcs } from "~/leads/viewings/ics.server";
import { titleFor, visitorPageUrl } from "~/leads/viewings/messages.server";
import { getViewing } from "~/leads/viewings/read.server";
import { LANGS, type Lang } from "~/i18n/languages";
import { translator } from "~/i18n/translator";
import { getSiteSettingsOrLast } from "~/platform/site-settings/settings.server";

/** /viewing/:id/viewing.ics: the visitor's viewing as a calendar file, in the language they asked in; personal, so never kept by a cache. */
export async function loader({ params }: Route.LoaderArgs) {
  const request = await getViewing(params.id);
  if (!request) return new Response("Viewing request not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const lang: Lang = (LANGS as readonly string[]).includes(request.lang) ? (request.lang as Lang) : "en";
  const t = translator(lang);
  const settings = await getSiteSettingsOrLast();
  const summary = t("viewing.ics.summary", { title: await titleFor(request, lang), id: String(request.display_id) });
  const description = t("viewing.ics.description", { agent: settings.consultantName, agency: settings.agencyName, phone: settings.consultantPhone });
  return new Response(visitorIcs(request, summary, description, visitorPageUrl(request)), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="viewing.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
