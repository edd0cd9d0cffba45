/** "1 property" / "24 properties": the singular or plural count of docs/product.md#category. */
export function countLabel(n: number): string {
  return `${n} ${n === 1 ? "property" : "properties"}`;
}

export function ResultsHeader({ heading, total, eyebrow }: { heading: string; total: number; eyebrow?: string }) {
  return (
    <header>
      {eyebrow && <p className="text-sm font-medium uppercase tracking-wide text-brand-700">{eyebrow}</p>}
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-1 text-stone-700">{countLabel(total)} found</p>
    </header>
  );
}
