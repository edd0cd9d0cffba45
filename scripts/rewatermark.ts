/**
 * npm run rewatermark
 * Re-applies the photo watermark to every uploaded photo, from its private
 * master: the watermark text of /admin/settings, or the current SITE_URL's
 * address when none is set. Run it after the site moves to a new address or
 * the watermark text changes; photo URLs stay the same (see the README on cached photos).
 */
import { rewatermarkPhotos } from "../app/photos/rewatermark.server";
import { runCli } from "./run-cli";

runCli(async (argv) => {
  if (argv.length > 0) {
    console.error("Usage: npm run rewatermark   (takes no arguments; the text comes from /admin/settings, or the address from SITE_URL)");
    return 2;
  }
  let shown = 0;
  const result = await rewatermarkPhotos({
    onProgress: (done, total) => {
      // A line every 50 photos, so a long run on a slow disk shows it is alive.
      if (done === total || done - shown >= 50) {
        shown = done;
        console.log(`${done} / ${total}`);
      }
    },
  });
  console.log(
    `Re-watermarked ${result.rewritten} photos with ${result.mark}` +
      (result.skipped ? `; ${result.skipped} no listing shows any more were left alone` : "") +
      (result.failed ? `; ${result.failed} failed (see the log above) and keep their old mark` : "") +
      ".",
  );
  return result.failed ? 1 : 0;
});
