// Every admin date is Malaysia time; the one formatter lives with the other Malaysian dates.
export { formatMalaysiaTime } from "~/properties/display/malaysia-date";
