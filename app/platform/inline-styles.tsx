import { createContext, useContext } from "react";

/**
 * The site's whole stylesheet (≈ 6 KB compressed), written into each page's
 * <head> by the server (app/entry.server.tsx gives it from
 * inline-styles.server.ts). A visitor arriving from a WhatsApp link then
 * paints from the HTML alone, without a render-blocking stylesheet request.
 * In the browser the context is "": the browser bundle never carries the CSS,
 * and hydration leaves the server's <style> as it is.
 */
export const InlineStylesContext = createContext("");

export function InlineStyles() {
  const css = useContext(InlineStylesContext);
  return <style dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />;
}
