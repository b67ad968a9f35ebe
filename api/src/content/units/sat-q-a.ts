// SAT Problem-Solving and Data Analysis, ratios, rates, proportional relationships, and units: original items.
import { createRng } from '../lib/random.js';
import { HINTS, keyValue, numberChoices, numberSpec } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-q-a';

function rateParams(seed: number) {
  const rng = createRng(seed);
  const speed = rng.int(35, 75);
  const hours = rng.int(2, 5);
  const later = rng.intExcept(2, 9, [hours]);
  return { speed, hours, later, miles: speed * hours };
}

/** Distance at a constant rate. */
const constantRate: ProblemTemplate = {
  id: `${unitId}.constant-rate`,
  unitId,
  version: 1,
  generate(seed) {
    const { speed, hours, later, miles } = rateParams(seed);
    return {
      type: 'essay',
      stem: {
        ko: `한 자동차가 일정한 빠르기로 ${hours}시간 동안 ${miles}마일을 달렸습니다. 같은 빠르기로 ${later}시간 동안 달리면 몇 마일을 갑니까?`,
        en: `A car traveled ${miles} miles in ${hours} hours at a constant speed. At the same speed, how many miles will it travel in ${later} hours?`,
      },
      answer: String(speed * later),
      answerSpec: numberSpec(HINTS.number, { unit: 'miles' }),
      explanation: [
        {
          ko: `빠르기는 \\(${miles} \\div ${hours} = ${speed}\\)(마일/시간)입니다.`,
          en: `The speed is \\(${miles} \\div ${hours} = ${speed}\\) miles per hour.`,
        },
        {
          ko: `\\(${speed} \\times ${later} = ${speed * later}\\)마일입니다.`,
          en: `\\(${speed} \\times ${later} = ${speed * later}\\) miles.`,
        },
      ],
      difficulty: 1,
    };
  },
  check(problem, seed) {
    const { hours, later, miles } = rateParams(seed);
    // Proportion: miles / hours = d / later.
    return keyValue(problem) * hours === miles * later;
  },
};

const CONVERSIONS = [
  { from: { ko: '피트', topic: '피트는', en: 'feet', one: 'foot' }, to: { ko: '인치', en: 'inches' }, factor: 12 },
  { from: { ko: '야드', topic: '야드는', en: 'yards', one: 'yard' }, to: { ko: '피트', en: 'feet' }, factor: 3 },
  { from: { ko: '시간', topic: '시간은', en: 'hours', one: 'hour' }, to: { ko: '분', en: 'minutes' }, factor: 60 },
  {
    from: { ko: '킬로미터', topic: '킬로미터는', en: 'kilometers', one: 'kilometer' },
    to: { ko: '미터', en: 'meters' },
    factor: 1000,
  },
  { from: { ko: '갤런', topic: '갤런은', en: 'gallons', one: 'gallon' }, to: { ko: '쿼트', en: 'quarts' }, factor: 4 },
] as const;

function unitParams(seed: number) {
  const rng = createRng(seed);
  const conversion = rng.pick(CONVERSIONS);
  const amount = rng.int(2, 40);
  return { conversion, amount };
}

/** Convert a quantity between units. */
const unitConversion: ProblemTemplate = {
  id: `${unitId}.unit-conversion`,
  unitId,
  version: 1,
  generate(seed) {
    const { conversion, amount } = unitParams(seed);
    const rng = createRng(seed + 37);
    const key = amount * conversion.factor;
    const { choices, answer } = numberChoices(rng, key, [
      amount / conversion.factor,
      amount + conversion.factor,
      key / 10,
      key * 10,
      (amount + 1) * conversion.factor,
    ]);
    return {
      type: 'multiple',
      stem: {
        ko: `1${conversion.from.topic} ${conversion.factor}${conversion.to.ko}입니다. ${amount}${conversion.from.topic} 몇 ${conversion.to.ko}입니까?`,
        en: `There are ${conversion.factor} ${conversion.to.en} in 1 ${conversion.from.one}. How many ${conversion.to.en} are in ${amount} ${conversion.from.en}?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: `${amount}${conversion.from.ko}에 ${conversion.factor}를 곱합니다.`,
          en: `Multiply ${amount} by ${conversion.factor}.`,
        },
        {
          ko: `\\(${amount} \\times ${conversion.factor} = ${key}\\)${conversion.to.ko}`,
          en: `\\(${amount} \\times ${conversion.factor} = ${key}\\) ${conversion.to.en}.`,
        },
      ],
      difficulty: 1,
    };
  },
  check(problem, seed) {
    const { conversion, amount } = unitParams(seed);
    // Converting back must give the original amount.
    return keyValue(problem) / conversion.factor === amount;
  },
};

function recipeParams(seed: number) {
  const rng = createRng(seed);
  const servings = rng.pick([2, 3, 4, 6] as const);
  const flour = rng.int(1, 5) * servings;
  const target = servings * rng.int(2, 5);
  return { servings, flour, target };
}

/** Scale a recipe: cups of flour for more servings. */
const recipeScaling: ProblemTemplate = {
  id: `${unitId}.recipe-scaling`,
  unitId,
  version: 1,
  generate(seed) {
    const { servings, flour, target } = recipeParams(seed);
    const key = (flour * target) / servings;
    return {
      type: 'essay',
      stem: {
        ko: `${servings}인분 팬케이크를 만드는 데 밀가루 ${flour}컵이 필요합니다. 같은 비율로 ${target}인분을 만들려면 밀가루는 몇 컵 필요합니까?`,
        en: `A pancake recipe that serves ${servings} people uses ${flour} cups of flour. At the same rate, how many cups of flour are needed to serve ${target} people?`,
      },
      answer: String(key),
      answerSpec: numberSpec(HINTS.number, { unit: 'cups' }),
      explanation: [
        {
          ko: `${target}인분은 ${servings}인분의 \\(${target / servings}\\)배입니다.`,
          en: `${target} servings is \\(${target / servings}\\) times ${servings} servings.`,
        },
        {
          ko: `\\(${flour} \\times ${target / servings} = ${key}\\)컵입니다.`,
          en: `\\(${flour} \\times ${target / servings} = ${key}\\) cups.`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { servings, flour, target } = recipeParams(seed);
    // Unit rate first: flour per person, then times the new count.
    return Math.abs(keyValue(problem) - (flour / servings) * target) < 1e-9;
  },
};

export const templates: ProblemTemplate[] = [constantRate, unitConversion, recipeScaling];
