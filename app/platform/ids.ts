const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A 20-character opaque id, the same shape as the original product's document ids (docs/product.md#entities). */
export function newId(length = 20): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = "";
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return id;
}

export function nowIso(): string {
  return new Date().toISOString();
}
