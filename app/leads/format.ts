/** A stored UTC timestamp as the agent reads it: Malaysia time (Asia/Kuala_Lumpur), e.g. "24 Nov 2026, 14:05". */
export function formatMalaysiaTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: "Asia/Kuala_Lumpur",
  }).format(d);
}
