// SAT Problem-Solving and Data Analysis, ratios, rates, proportional relationships, and units: original items.
import { defineTemplate, essay, multiple, type ProblemTemplate } from '../kit/template.js';
import { Q, num, q } from '../kit/numbers.js';
import { frac } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs, keyWhere } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'sat-q-a';

const CONVERSIONS = [
  { from: { ko: '피트', en: 'feet', one: 'foot' }, to: { ko: '인치', en: 'inches' }, factor: 12 },
  { from: { ko: '야드', en: 'yards', one: 'yard' }, to: { ko: '피트', en: 'feet' }, factor: 3 },
  { from: { ko: '시간', en: 'hours', one: 'hour' }, to: { ko: '분', en: 'minutes' }, factor: 60 },
  { from: { ko: '킬로미터', en: 'kilometers', one: 'kilometer' }, to: { ko: '미터', en: 'meters' }, factor: 1000 },
  { from: { ko: '갤런', en: 'gallons', one: 'gallon' }, to: { ko: '쿼트', en: 'quarts' }, factor: 4 },
] as const;

export const templates: ProblemTemplate[] = [
  /** Distance at a constant rate. */
  defineTemplate(U, 'constant-rate', {
    version: 3,
    params: (rng) => {
      const speed = rng.int(35, 75);
      const hours = rng.int(2, 5);
      const later = rng.intExcept(2, 9, [hours]);
      return { speed, hours, later, miles: speed * hours };
    },
    ranges: { speed: [20, 80], hours: [1, 12], later: [1, 12] },
    generate: ({ speed, hours, later, miles }, rng) =>
      multiple(rng, {
        choices: 4,
        stem: [
          `한 자동차가 일정한 속력으로 \\(${hours}\\)시간 동안 \\(${miles}\\)마일을 달렸습니다. 같은 속력으로 \\(${later}\\)시간 동안 달리면 몇 마일을 갑니까?`,
          `A car traveled \\(${miles}\\) miles in \\(${hours}\\) hours at a constant speed. At the same speed, how many miles will it travel in \\(${later}\\) hours?`,
        ],
        // Mistakes: the total distance times the new hours, one hour too many or too few, the hours added.
        ...valueChoices(speed * later, [miles * later, speed * (later + 1), speed * (later - 1), miles + later], {
          step: speed,
        }),
        steps: [
          [
            `자동차의 속력은 시속 \\(${miles}\\div ${hours}=${speed}\\)마일입니다.`,
            `The speed is \\(${miles}\\div ${hours}=${speed}\\) miles per hour.`,
          ],
          [
            `\\(${later}\\)시간 동안 가는 거리는 \\(${speed}\\times ${later}=${speed * later}\\)마일입니다.`,
            `In \\(${later}\\) hours it travels \\(${speed}\\times ${later}=${speed * later}\\) miles.`,
          ],
        ],
        difficulty: 1,
      }),
    // Proportion: miles / hours = d / later.
    check: ({ hours, later, miles }, problem) => keyIs(problem, q(miles * later, hours).value),
  }),

  /** Convert a quantity between units. */
  defineTemplate(U, 'unit-conversion', {
    version: 3,
    params: (rng) => {
      const conversion = rng.pick(CONVERSIONS);
      const amount = rng.int(2, 40);
      return { conversion, amount };
    },
    generate: ({ conversion, amount }, rng) => {
      const { from, to, factor } = conversion;
      const key = amount * factor;
      // Divided instead of multiplied (kept only when it is a short decimal), added, a place off, one unit more.
      const { correct, wrong } = valueChoices(
        key,
        [q(amount, factor), amount + factor, key / 10, key * 10, key + factor],
        {
          min: 0,
          step: factor,
        },
      );
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(1\\)${withJosa(from.ko, '은/는')} \\(${num(factor)}\\)${to.ko}입니다. \\(${amount}\\)${withJosa(from.ko, '은/는')} 몇 ${to.ko}입니까?`,
          `There are \\(${num(factor)}\\) ${to.en} in \\(1\\) ${from.one}. How many ${to.en} are in \\(${amount}\\) ${from.en}?`,
        ],
        correct,
        wrong,
        steps: [
          [
            `\\(1\\)${withJosa(from.ko, '은/는')} \\(${num(factor)}\\)${to.ko}이므로 \\(${amount}\\)${withJosa(from.ko, '을/를')} ${withJosa(to.ko, '으로/로')} 나타내려면 ${withJosa(`\\(${num(factor)}\\)`, '을/를')} 곱합니다.`,
            `Each ${from.one} is \\(${num(factor)}\\) ${to.en}, so multiply \\(${amount}\\) by \\(${num(factor)}\\).`,
          ],
          [
            `\\(${amount}\\times ${num(factor)}=${num(key)}\\)이므로 \\(${num(key)}\\)${to.ko}입니다.`,
            `\\(${amount}\\times ${num(factor)}=${num(key)}\\), so there are \\(${num(key)}\\) ${to.en}.`,
          ],
        ],
        difficulty: 1,
      });
    },
    // Converting back must give the original amount.
    check: ({ conversion, amount }, problem) =>
      keyWhere(problem, ([v]) => (v as number) / conversion.factor === amount),
  }),

  /** Scale a recipe: cups of flour for a different number of servings. */
  defineTemplate(U, 'recipe-scaling', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const servings = rng.pick([2, 3, 4, 6] as const);
        const flour = rng.int(1, servings);
        const target = rng.intExcept(2, 12, [servings]);
        // A quarter cup is the finest a recipe measures.
        if ((flour * target * 4) % servings === 0) return { servings, flour, target };
      }
    },
    ranges: { servings: [1, 12], target: [1, 12], perServing: [0.1, 1] },
    values: ({ servings, flour }) => ({ perServing: flour / servings }),
    generate: ({ servings, flour, target }) => {
      const key = q(flour * target, servings);
      const perServing = q(flour, servings);
      return essay({
        stem: [
          `\\(${servings}\\)인분의 팬케이크를 만드는 데 밀가루 \\(${flour}\\)컵이 필요합니다. 같은 비율로 \\(${target}\\)인분을 만들려면 밀가루는 몇 컵 필요합니까?`,
          `A pancake recipe that serves \\(${servings}\\) people uses \\(${flour}\\) ${flour === 1 ? 'cup' : 'cups'} of flour. At the same rate, how many cups of flour are needed to serve \\(${target}\\) people?`,
        ],
        answer: num(key, { group: false }),
        form: 'number',
        unit: '컵',
        steps: [
          [
            `\\(1\\)인분에 필요한 밀가루는 \\(${flour}\\div ${servings}=${frac(perServing)}\\)(컵)입니다.`,
            `One serving needs \\(${flour}\\div ${servings}=${frac(perServing)}\\) ${perServing.eq(1) ? 'cup' : 'cups'} of flour.`,
          ],
          [
            `\\(${target}\\)인분에는 \\(${frac(perServing)}\\times ${target}=${num(key)}\\)(컵)이 필요합니다.`,
            `For \\(${target}\\) servings: \\(${frac(perServing)}\\times ${target}=${num(key)}\\) cups.`,
          ],
        ],
        difficulty: 2,
      });
    },
    // Cross-multiplication of the proportion flour : servings = key : target.
    check: ({ servings, flour, target }, problem) =>
      keyWhere(problem, ([v]) =>
        Q.of(v as number)
          .mul(servings)
          .eq(flour * target),
      ),
  }),

  /** A speed in kilometers per hour as meters in some seconds: two conversions, each by a factor of one. */
  defineTemplate(U, 'speed-in-other-units', {
    version: 1,
    params: (rng) => ({ kmh: 18 * rng.int(1, 6), seconds: rng.pick([10, 15, 20, 30, 45, 60, 90] as const) }),
    ranges: { kmh: [5, 120] },
    generate: ({ kmh, seconds }, rng) => {
      const perSecond = (kmh * 1000) / 3600;
      const key = perSecond * seconds;
      return multiple(rng, {
        choices: 4,
        stem: [
          `한 자전거가 시속 \\(${kmh}\\,\\text{km}\\)의 일정한 속력으로 달립니다. 이 자전거가 \\(${seconds}\\)초 동안 달리는 거리는 몇 미터입니까?`,
          `A cyclist rides at a constant speed of \\(${kmh}\\) kilometers per hour. How many meters does the cyclist travel in \\(${seconds}\\) seconds?`,
        ],
        ...valueChoices(key, [(kmh * seconds) / 60, kmh * seconds, (kmh * 1000 * seconds) / 60, key / 10], {
          whole: true,
          step: perSecond,
        }),
        steps: [
          [
            `핵심은 단위를 하나씩 바꾸는 것입니다. \\(1\\,\\text{km}=1{,}000\\,\\text{m}\\)이므로 시속 \\(${kmh}\\,\\text{km}\\)는 한 시간에 \\(${num(kmh * 1000)}\\,\\text{m}\\)입니다.`,
            `The key is to convert one unit at a time. Since \\(1\\) kilometer is \\(1{,}000\\) meters, \\(${kmh}\\) kilometers per hour is \\(${num(kmh * 1000)}\\) meters per hour.`,
          ],
          [
            `한 시간은 \\(3{,}600\\)초이므로 \\(1\\)초에 \\(${num(kmh * 1000)}\\div 3{,}600=${num(perSecond)}\\,\\text{m}\\)를 갑니다.`,
            `An hour is \\(3{,}600\\) seconds, so that is \\(${num(kmh * 1000)}\\div 3{,}600=${num(perSecond)}\\) meters per second.`,
          ],
          [
            `따라서 \\(${seconds}\\)초 동안 \\(${num(perSecond)}\\times ${seconds}=${num(key)}\\,\\text{m}\\)를 갑니다.`,
            `In \\(${seconds}\\) seconds the cyclist travels \\(${num(perSecond)}\\times ${seconds}=${num(key)}\\) meters.`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Converts the time into hours first, then the distance into meters.
    check: ({ kmh, seconds }, problem) => keyIs(problem, kmh * (seconds / 3600) * 1000),
  }),
];
