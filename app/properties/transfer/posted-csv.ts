/**
 * The checked file travels back to the server in the Data page's hidden
 * field when the agent presses Import. A browser posting a form turns every
 * line break of a value (LF, CR or CRLF) into CRLF, so a cell's bare LF came
 * back as CRLF and the import changed text it should have kept. The value is
 * sent with its line breaks (and `%`, so that the mark itself survives)
 * written as %0A, %0D and %25: a few bytes a row, and nothing to normalize.
 */
export function postedCsv(csv: string): string {
  return csv.replace(/[%\r\n]/g, (c) => encodeURIComponent(c));
}

export function csvFromPosted(value: string): string {
  return value.replace(/%(25|0D|0A)/g, (code) => decodeURIComponent(code));
}
