const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/** The few entities React writes in attribute values and text, back to their characters. */
export const decodeEntities = (s: string) => s.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!);
