// hex_geometry.js — pointy-top hexagons in axial coordinates (after Red Blob Games,
// https://www.redblobgames.com/grids/hexagons/). Pure maths, no drawing: every function works in
// "hex units", where a hexagon's circumradius (centre to corner) is 1.

export const SQRT3 = Math.sqrt(3);

/** Width and height of one hexagon of circumradius 1 (pointy-top). */
export const HEX_WIDTH = SQRT3;
export const HEX_HEIGHT = 2;

/**
 * Centre of the hexagon (q, r) in hex units.
 * @param {number} q @param {number} r
 * @returns {{x: number, y: number}}
 */
export function axialToPoint(q, r) {
  return { x: SQRT3 * (q + r / 2), y: 1.5 * r };
}

/**
 * The hexagon containing a point given in hex units (rounded through cube coordinates).
 * @param {number} x @param {number} y
 * @returns {{q: number, r: number}}
 */
export function pointToAxial(x, y) {
  return roundAxial((SQRT3 / 3) * x - y / 3, (2 / 3) * y);
}

/**
 * Rounds fractional axial coordinates to the nearest hexagon: round the three cube
 * coordinates, then recompute the one that moved most so that q + r + s stays 0.
 * @param {number} q @param {number} r
 * @returns {{q: number, r: number}}
 */
export function roundAxial(q, r) {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  // (otherwise s is the one recomputed, and s is not stored)
  return { q: rq + 0, r: rr + 0 }; // "+ 0" turns -0 into 0 so keys like "0,0" match
}

/** Corner offsets of a pointy-top hexagon of circumradius 1, clockwise from the top. */
export const CORNERS = Object.freeze(
  [-90, -30, 30, 90, 150, 210].map((deg) => {
    const a = (deg * Math.PI) / 180;
    return Object.freeze({ x: Math.cos(a), y: Math.sin(a) });
  }),
);

/** Key of a hexagon in lookup tables. */
export function axialKey(q, r) {
  return `${q},${r}`;
}

/**
 * Bounding box, in hex units, of the given hexagons drawn whole.
 * @param {Iterable<{q: number, r: number}>} hexes
 * @returns {{minX: number, minY: number, maxX: number, maxY: number}}
 */
export function boundsOf(hexes) {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const { q, r } of hexes) {
    const { x, y } = axialToPoint(q, r);
    minX = Math.min(minX, x - HEX_WIDTH / 2);
    maxX = Math.max(maxX, x + HEX_WIDTH / 2);
    minY = Math.min(minY, y - HEX_HEIGHT / 2);
    maxY = Math.max(maxY, y + HEX_HEIGHT / 2);
  }
  if (minX === Infinity) return { minX: -1, minY: -1, maxX: 1, maxY: 1 };
  return { minX, minY, maxX, maxY };
}
