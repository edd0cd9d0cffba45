/**
 * The one guard against formula injection for every CSV this site writes
 * (listings, enquiries, statistics) and the listings import that reads one
 * back (decision 041).
 *
 * A spreadsheet runs a line of a cell as a formula when it starts with
 * = + - @ (a tab or carriage return are in OWASP's list too). Quoting keeps a
 * multi-line cell one cell, but a file a script or another tool cut at its
 * line breaks would start a row with the second line, so every line start in
 * a cell is guarded, not only the first: an apostrophe goes in front.
 *
 * The guard also goes in front of a line that already starts with apostrophes
 * and then a formula character (`'=x` → `''=x`), so `unguardFormulas` can
 * remove exactly one apostrophe wherever one is followed by (more apostrophes
 * and) a formula character: the two are inverses, whatever the text.
 */
const GUARDED_LINE = /^(?='*[=+\-@\t\r])/gm;
const GUARD = /^'(?='*[=+\-@\t\r])/gm;

export function guardFormulas(cell: string): string {
  return cell.replace(GUARDED_LINE, "'");
}

export function unguardFormulas(cell: string): string {
  return cell.replace(GUARD, "");
}
