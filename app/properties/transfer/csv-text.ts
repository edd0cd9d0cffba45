/**
 * The bytes of an uploaded CSV as text, or why not (decision 041).
 *
 * Only UTF-8 is read. Excel's plain "CSV (Comma delimited)" writes the
 * computer's own code page: Windows-1252 on an English or Malay Windows, GBK
 * on a Chinese one. Those bytes carry no mark of which it was, and guessing
 * wrong stores mojibake in every name with an accent or a Chinese character
 * (what a Latin-1 file did before: silently). So a file that is not valid
 * UTF-8 is refused with the way to save it as UTF-8, and the line of the
 * first byte that is not, to show where.
 */
export function csvTextOf(bytes: Uint8Array): { text: string } | { error: string } {
  try {
    return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    const lenient = new TextDecoder("utf-8").decode(bytes);
    const line = lenient.slice(0, lenient.indexOf("\uFFFD")).split("\n").length;
    return {
      error:
        `The file is not saved as UTF-8 (line ${line} has a character in another encoding), so its accents and Chinese characters would be garbled. ` +
        `Save it again as UTF-8: in Excel, File › Save As › "CSV UTF-8 (Comma delimited)"; in Google Sheets, File › Download › CSV; in LibreOffice, tick "Edit filter settings" and choose Unicode (UTF-8).`,
    };
  }
}

/** The first NUL character in `cells` (never text: a damaged or binary file), as the message for its row. */
export function nulCellMessage(cells: string[], header: string[]): string | null {
  const i = cells.findIndex((c) => c.includes("\0"));
  if (i < 0) return null;
  const column = header[i]?.trim() ? `"${header[i]!.trim()}"` : `number ${i + 1}`;
  return `The cell in column ${column} holds a NUL character (a zero byte), which is never text: the file may be damaged. Remove it and check the file again.`;
}
