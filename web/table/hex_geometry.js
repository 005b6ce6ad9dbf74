// hex_geometry.js — pointy-top hexagons in axial coordinates (after Red Blob Games,
// https://www.redblobgames.com/grids/hexagons/). Pure maths, no drawing: every function works in
// "hex units", where a hexagon's circumradius (centre to corner) is 1.

const SQRT3 = Math.sqrt(3);

/**
 * Centre of the hexagon (q, r) in hex units.
 * @param {number} q @param {number} r
 * @returns {{x: number, y: number}}
 */
export function axialToPoint(q, r) {
  return { x: SQRT3 * (q + r / 2), y: 1.5 * r };
}

/** Corner offsets of a pointy-top hexagon of circumradius 1, clockwise from the top. */
export const CORNERS = Object.freeze(
  [-90, -30, 30, 90, 150, 210].map((deg) => {
    const a = (deg * Math.PI) / 180;
    return Object.freeze({ x: Math.cos(a), y: Math.sin(a) });
  }),
);
