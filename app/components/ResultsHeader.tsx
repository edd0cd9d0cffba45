/** "1 property" / "24 properties": the singular or plural count of docs/product.md#category. */
export function countLabel(n: number): string {
  return `${n} ${n === 1 ? "property" : "properties"}`;
}

/**
 * `line`: the result line of a filtered list ("12 properties for rent in Mont Kiara"), in place of the count;
 * `capped`: the count stopped at its cap ("1,000+ properties").
 */
export function ResultsHeader({
  heading,
  total,
  eyebrow,
  capped = false,
  line,
}: {
  heading: string;
  total: number;
  eyebrow?: string;
  capped?: boolean;
  line?: string;
}) {
  return (
    <header>
      {eyebrow && <p className="text-sm font-medium uppercase tracking-wide text-brand-700">{eyebrow}</p>}
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-1 text-stone-700" data-result-line>
        {line ?? `${capped ? `${total.toLocaleString("en-MY")}+ properties` : countLabel(total)} found`}
      </p>
    </header>
  );
}
