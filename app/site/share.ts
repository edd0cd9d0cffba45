/**
 * Share links for a listing that work without JavaScript (docs/product.md#visitor-tools).
 * The page script puts the phone's own share sheet (navigator.share) in their place where the
 * browser has one. WhatsApp's link has no number: the visitor picks the chat.
 */
export function shareLinks(pageUrl: string, title: string) {
  const url = encodeURIComponent(pageUrl);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title}\n${pageUrl}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    telegram: `https://t.me/share/url?url=${url}&text=${encodeURIComponent(title)}`,
  };
}
