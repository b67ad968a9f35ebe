// The authoring kit, module by module. A unit file imports each helper from the module that holds it (one short line
// per module, so the import lists of two units are not a wall of names), and everything else may import from here.
//   template.ts  defineTemplate, multiple, essay, L (text in two languages)
//   numbers.ts   exact rationals (Q, q), num/dec formatting that never prints a raw float, gcd, lcm
//   latex.ts     LaTeX that never writes 1x, x^{1}, + -3 or +0: frac, mixed, term, sum, polyX, sqrt, pow, paren
//   korean.ts    josa/withJosa: the particle that agrees with how a Korean reader says the word before it
//   english.ts   count/noun (plurals), an, ordinal, monthName, englishWords
//   words.ts     sinoKorean, nativeKorean
//   people.ts    PEOPLE, THINGS and how a child's name is said in a Korean sentence
//   check.ts     what checks use: keyIs, keyWhere, keyIsText, valueOf, stemMath, mathRuns
//   hints.ts     FORM_HINTS and the narrower HINTS
//   stories.ts   elementary number stories (addStory, subStory) and whole-number choices (countChoices)
//   counting.ts  arithmetic by another route for checks: countOn, groups, columnAdd, columnSub, findOnly
//   figures.ts   SVG figures drawn from the parameters (number lines, graphs, clocks, shapes, planes, charts)
//   triples.ts   PYTHAGOREAN_TRIPLES for right-triangle items
//   place-value.ts  partialProductBox: a multiplication split by place value, one part in a box
//   box.ts       boxCountEssay: how many whole numbers fit the box of an inequality
//   solids.ts    cuboidCm: a box in centimetres with its three edges marked
//   workbook.ts  boxFitEssay/boxFits, mixedUpAddSub (the add/subtract mix-up), cardNumbers/cardExtreme (digit cards)
//   mix-up.ts    fractionMixUp: a fraction operation done by mistake instead of the one meant
export * from './template.js';
export * from './numbers.js';
export * from './latex.js';
export * from './korean.js';
export * from './english.js';
export * from './words.js';
export * from './people.js';
export * from './check.js';
export * from './hints.js';
export * from './stories.js';
export * from './ordering.js';
export * from './angles.js';
export * from './counting.js';
export { createRng } from '../lib/random.js';
export * from './choices.js';
export * from './money.js';
export * from './working.js';
export * from './figures.js';
export * from './triples.js';
export * from './place-value.js';
export * from './box.js';
export * from './workbook.js';
export * from './mix-up.js';
export * from './solids.js';
