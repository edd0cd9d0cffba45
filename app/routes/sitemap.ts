import { getEnv } from "~/platform/config.server";
import { sitemapChunks } from "~/site/sitemap.server";

/** Streamed, so a large catalogue never sits in memory as one string. */
export function loader() {
  const chunks = sitemapChunks(getEnv().SITE_URL);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (err) {
        controller.error(err);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
