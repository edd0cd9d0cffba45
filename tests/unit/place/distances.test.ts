import { describe, expect, it } from "vitest";
import { haversineMetres, roundedDistance, walkingMinutes } from "~/place/geo";
import { nearestStations } from "~/place/nearest";
import { STATIONS } from "~/place/stations.server";

// Expected values computed by hand outside this code (Python, the haversine of
// check.py, mean radius 6,371,008.8 m; an equirectangular sum agrees to 0.1 m).
describe("straight-line distances and walking estimates", () => {
  it("measures MRT Semantan (KG14) to MRT Pusat Bandar Damansara (KG13) as 887 m", () => {
    const metres = haversineMetres({ lat: 3.150977, lon: 101.665497 }, { lat: 3.143444, lon: 101.662857 });
    expect(metres).toBeCloseTo(887.44, 1);
  });

  it("measures one degree of latitude as 111.2 km and a point to itself as 0", () => {
    expect(haversineMetres({ lat: 3, lon: 101.7 }, { lat: 4, lon: 101.7 })).toBeCloseTo(111_195.1, 0);
    expect(haversineMetres({ lat: 3.1, lon: 101.6 }, { lat: 3.1, lon: 101.6 })).toBe(0);
  });

  it("walks 650 m in about 9 min, as the issue's example says, and rounds up", () => {
    expect(walkingMinutes(650)).toBe(9);
    expect(walkingMinutes(75)).toBe(1);
    expect(walkingMinutes(76)).toBe(2);
    expect(walkingMinutes(5)).toBe(1);
    expect(roundedDistance(647)).toEqual({ value: 650, unit: "m" });
    expect(roundedDistance(1234)).toEqual({ value: 1.2, unit: "km" });
  });

  it("finds the two nearest stations within 2 km of a house in Damansara Heights", () => {
    const near = nearestStations({ lat: 3.145, lon: 101.668 }, STATIONS);
    expect(near.map((s) => [s.label, s.metres, s.minutes])).toEqual([
      ["MRT Pusat Bandar Damansara", 597, 8],
      ["MRT Semantan", 720, 10],
    ]);
  });

  it("finds none for a house more than 2 km from every station", () => {
    // Between Hulu Langat and Semenyih: the nearest station (KTM Kajang) is over 9 km away.
    expect(nearestStations({ lat: 3.08, lon: 101.86 }, STATIONS)).toEqual([]);
  });
});
