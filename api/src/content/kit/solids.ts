// The solids word problems draw most: a box measured in centimetres, its three edges labelled as the stem gives them.
import { solid, type Figure } from './figures.js';

/** A rectangular prism (a box, a tank) of the given length, width and height in cm, each edge marked 'n cm'. */
export function cuboidCm(width: number, depth: number, height: number): Figure {
  return solid({
    kind: 'cuboid',
    width,
    depth,
    height,
    labels: { width: `${width} cm`, depth: `${depth} cm`, height: `${height} cm` },
  });
}
