/**
 * Where the page may embed a listing's video and 3D tour once the visitor
 * asks for it. YouTube's privacy-enhanced host sets no cookie before play.
 * Links were checked on save (https, YouTube hosts for the video).
 */
export function youtubeEmbed(link: string): string | null {
  try {
    const url = new URL(link);
    const id =
      url.hostname === "youtu.be"
        ? url.pathname.slice(1)
        : url.pathname.startsWith("/embed/") || url.pathname.startsWith("/shorts/")
          ? url.pathname.split("/")[2]
          : url.searchParams.get("v");
    return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` : null;
  } catch {
    return null;
  }
}

export function tourEmbed(link: string): string | null {
  try {
    return new URL(link).protocol === "https:" ? link : null;
  } catch {
    return null;
  }
}
