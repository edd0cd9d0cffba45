import type { ListingText } from "~/i18n/listing-text";

const MARK = "\u0000";

/**
 * A message with the listing's title in bold inside it ("About <b>title</b>
 * (Property ID 12)"): the message is formatted with a marker where the
 * title goes, then split there, so each language places the title where its
 * grammar puts it. A title shown in English on a Malay or Chinese page keeps
 * lang="en".
 */
export function WithTitle({ message, title }: { message: (title: string) => string; title: ListingText }) {
  const [before, after = ""] = message(MARK).split(MARK);
  return (
    <>
      {before}
      <strong lang={title.lang}>{title.text}</strong>
      {after}
    </>
  );
}
