import { describe, expect, it } from "vitest";
import { OUTSIDE_MESSAGE, readPlace, SHORT_LINK_MESSAGE, UNREADABLE_MESSAGE } from "~/place/map-link";

const point = (raw: string) => {
  const r = readPlace(raw);
  return "point" in r ? [r.point.lat, r.point.lon] : r.error;
};

describe("a pasted map link or typed coordinates", () => {
  it("reads Google Maps links: the place's pin first, else the @ centre, else ?q=/?ll=/?query=", () => {
    expect(point("https://www.google.com/maps/place/Semantan/@3.1509,101.6654,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d3.150977!4d101.665497")).toEqual([3.150977, 101.665497]);
    expect(point("https://www.google.com/maps/@3.1390,101.6869,15z")).toEqual([3.139, 101.6869]);
    expect(point("https://maps.google.com/?q=3.1466,101.7108")).toEqual([3.1466, 101.7108]);
    expect(point("https://www.google.com/maps?ll=3.0738,101.5183&z=16")).toEqual([3.0738, 101.5183]);
    expect(point("https://www.google.com/maps/search/?api=1&query=3.1579%2C101.7123")).toEqual([3.1579, 101.7123]);
  });

  it("reads Waze links (ll= and the live map's to=ll.)", () => {
    expect(point("https://waze.com/ul?ll=3.1073,101.6067&navigate=yes")).toEqual([3.1073, 101.6067]);
    expect(point("https://www.waze.com/en/live-map/directions?to=ll.3.0566%2C101.5851")).toEqual([3.0566, 101.5851]);
  });

  it("reads typed coordinates, with a comma or a space, and Google's degrees-minutes-seconds", () => {
    expect(point("3.1510, 101.6655")).toEqual([3.151, 101.6655]);
    expect(point(" 3.1510 101.6655 ")).toEqual([3.151, 101.6655]);
    const [lat, lon] = point(`3°09'03.5"N 101°39'55.8"E`) as number[];
    expect(lat).toBeCloseTo(3.150972, 5);
    expect(lon).toBeCloseTo(101.6655, 5);
  });

  it("refuses a short link with a message saying to paste the long one", () => {
    expect(point("https://maps.app.goo.gl/AbCdEf123")).toBe(SHORT_LINK_MESSAGE);
    expect(point("https://goo.gl/maps/xyz")).toBe(SHORT_LINK_MESSAGE);
    expect(point("https://waze.com/ul/hw283cz1zr")).toBe(SHORT_LINK_MESSAGE);
    expect(SHORT_LINK_MESSAGE).toMatch(/paste/);
  });

  it("refuses what holds no point, and a point outside Malaysia (latitude and longitude swapped)", () => {
    expect(point("https://www.google.com/maps/place/Bangsar")).toBe(UNREADABLE_MESSAGE);
    expect(point("Bangsar South")).toBe(UNREADABLE_MESSAGE);
    expect(point("101.6655, 3.1510")).toBe(OUTSIDE_MESSAGE);
    expect(point("51.5074, -0.1278")).toBe(OUTSIDE_MESSAGE);
  });
});
