import css from "~/app.css?inline";

/** The compiled Tailwind stylesheet, for <InlineStyles> (server only). */
export const siteStyles: string = css;
