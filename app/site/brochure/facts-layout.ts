/**
 * The brochure's facts in two columns, in order, never cut (issue 29 item 5): given each fact's
 * height at a type size, where to start the second column so that the taller column is as short
 * as it can be, and whether that fits the room left. Null when it does not: the brochure then
 * tries smaller photos and type (brochure.server.ts).
 */
export type FactLayout = { split: number; height: number };

export function layOutFacts(heights: number[], room: number): FactLayout | null {
  const total = heights.reduce((a, b) => a + b, 0);
  let best: FactLayout = { split: heights.length, height: total };
  let first = 0;
  for (let split = 0; split <= heights.length; split++) {
    const height = Math.max(first, total - first);
    if (height < best.height) best = { split, height };
    first += heights[split] ?? 0;
  }
  return best.height <= room ? best : null;
}
