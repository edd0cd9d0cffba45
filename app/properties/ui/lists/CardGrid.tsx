import { useLocation } from "react-router";
import type { ListingType } from "~/properties/model/property";
import type { PropertyCardData } from "~/properties/model/table";
import type { MapStation } from "~/properties/place/map-view";
import { ListMap } from "~/properties/ui/map/ListMap";
import { PropertyCard } from "./PropertyCard";

/** The cards of a list page, or its empty-state text. */
export function CardGrid({
  items,
  empty,
  headingLevel = 2,
  eagerCount = 3,
  lead,
  mapStyle,
  station,
}: {
  items: PropertyCardData[];
  empty: React.ReactNode;
  headingLevel?: 2 | 3;
  /** Cards in the first row on a wide screen (the first one is a phone's whole first row); 0 when the grid is below the fold. */
  eagerCount?: number;
  /** The deal each card's price leads with; by default the list's deal filter (?deal=rent: the rent first). */
  lead?: ListingType;
  /** MAP_STYLE_URL: the list offers its "Map" view (decision 064). */
  mapStyle?: string;
  /** On a station page: the station, marked on the map. */
  station?: MapStation;
}) {
  const { search } = useLocation();
  const deal = lead ?? (new URLSearchParams(search).get("deal") === "rent" ? "rent" : undefined);
  if (items.length === 0) return <div className="mt-8 text-stone-700">{empty}</div>;
  return (
    <>
      {mapStyle && <ListMap items={items} style={mapStyle} station={station} lead={deal} />}
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((p, i) => (
          <PropertyCard key={p.id} property={p} eager={i < eagerCount} priority={i === 0 && eagerCount > 0} headingLevel={headingLevel} lead={deal} />
        ))}
      </div>
    </>
  );
}
