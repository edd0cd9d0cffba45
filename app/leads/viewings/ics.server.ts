import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { getEnv } from "~/platform/config.server";
import type { ViewingRequest } from "./read.server";

/**
 * Viewings as iCalendar (RFC 5545), written by `ical-generator`: the
 * visitor's one-event file and the agent's private feed. Times are UTC
 * instants (a Malaysian slot is one fixed instant: no time-zone table is
 * needed). The UID is the request's, so a calendar that subscribed sees a
 * proposed time or a confirmation as the same event changed, not a new one.
 */
const PROD_ID = { company: "listing-site", product: "viewings", language: "EN" };

function uid(request: Pick<ViewingRequest, "id">): string {
  const host = new URL(getEnv().SITE_URL).hostname || "localhost";
  return `viewing-${request.id}@${host}`;
}

/** The visitor's file: their viewing, tentative until the agent confirms it. */
export function visitorIcs(request: ViewingRequest, summary: string, description: string, url: string): string {
  const calendar = ical({ prodId: PROD_ID, method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: uid(request),
    start: new Date(request.slot_start),
    end: new Date(request.slot_end),
    stamp: new Date(request.decided_at ?? request.created_at),
    summary,
    description,
    url,
    status: request.status === "confirmed" ? ICalEventStatus.CONFIRMED : request.status === "declined" || request.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.TENTATIVE,
  });
  return calendar.toString();
}

/**
 * The agent's feed: confirmed viewings, and pending or proposed ones marked
 * tentative, with who, their phone and the listing. Calendars poll it; the
 * refresh hint asks for every 30 minutes.
 */
export function agentFeed(requests: ViewingRequest[]): string {
  const admin = `${getEnv().AGENT_SITE_URL}/admin/viewings`;
  const calendar = ical({ prodId: PROD_ID, name: "Viewings", ttl: 30 * 60 });
  for (const r of requests) {
    const tentative = r.status !== "confirmed";
    calendar.createEvent({
      id: uid(r),
      start: new Date(r.slot_start),
      end: new Date(r.slot_end),
      stamp: new Date(r.decided_at ?? r.created_at),
      summary: `${tentative ? "(Tentative) " : ""}Viewing: ${r.name}, Property ID ${r.display_id}`,
      description: [`${r.name}, ${r.phone}${r.email ? `, ${r.email}` : ""}`, `${r.listing_title} (Property ID ${r.display_id})`, `${admin}#viewing-${r.id}`].join("\n"),
      url: `${admin}#viewing-${r.id}`,
      status: tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
