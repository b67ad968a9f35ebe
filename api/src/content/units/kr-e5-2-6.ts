// 5-2 평균과 가능성: finding the mean, a missing value from the mean, and describing likelihood with 0, 1/2 and 1.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, PEOPLE, josa, m, n, plain, topic, unit, type Item } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e5-2-6');

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'mean',
    params: (rng) => {
      const k = rng.int(3, 6);
      const mean = rng.int(55, 150);
      const xs = Array.from({ length: k - 1 }, () => mean + rng.int(-10, 10));
      xs.push(mean * k - xs.reduce((a, b) => a + b, 0));
      return { xs, ctx: rng.int(0, 2) };
    },
    make: ({ xs, ctx }) => {
      const sum = xs.reduce((a, b) => a + b, 0);
      const mean = sum / xs.length;
      const c = [
        { ko: '모둠 학생들의 줄넘기 기록', en: 'jump-rope counts of the students in a group', u: '번', uEn: 'jumps' },
        { ko: '요일별 방문자 수', en: 'numbers of visitors on each day', u: '명', uEn: 'visitors' },
        { ko: '학생들이 한 달 동안 읽은 쪽수', en: 'numbers of pages students read in a month', u: '쪽', uEn: 'pages' },
      ][ctx]!;
      return {
        difficulty: 2,
        stem: L(
          `다음은 ${c.ko}입니다. 평균은 몇 ${c.u}입니까? ${m(xs.join(',\\ '))}`,
          `Here are the ${c.en}: ${m(xs.join(',\\ '))}. What is the mean, in ${c.uEn}?`,
        ),
        essay: { answer: plain(mean), hint: HINT.num },
        explanation: [
          L(
            `자료 값을 모두 더하면 ${m(`${xs.join('+')}=${sum}`)}입니다.`,
            `Add all the values: ${m(`${xs.join('+')}=${sum}`)}.`,
          ),
          L(
            `자료의 수 ${josa(m(String(xs.length)), '으로/로')} 나누면 ${m(`${sum}\\div${xs.length}=${mean}`)}입니다.`,
            `Divide by the number of values, ${m(String(xs.length))}: ${m(`${sum}\\div${xs.length}=${mean}`)}.`,
          ),
        ],
      };
    },
    // Levelling: move amounts from above a guess to below it until every value is equal.
    solve: ({ xs }) => {
      const v = [...xs];
      for (let guard = 0; guard < 10000; guard++) {
        const hi = v.indexOf(Math.max(...v));
        const lo = v.indexOf(Math.min(...v));
        if ((v[hi] as number) - (v[lo] as number) <= 1e-9) return v[0] as number;
        const move = ((v[hi] as number) - (v[lo] as number)) / 2;
        v[hi] = (v[hi] as number) - move;
        v[lo] = (v[lo] as number) + move;
      }
      return NaN;
    },
  }),
  tpl({
    name: 'missing-score',
    params: (rng) => {
      const k = rng.int(4, 5);
      const mean = rng.int(70, 92);
      const xs = Array.from({ length: k - 1 }, () => Math.min(100, mean + rng.int(-12, 12)));
      const last = mean * k - xs.reduce((a, b) => a + b, 0);
      return { xs, mean, ok: last >= 0 && last <= 100, who: rng.int(0, PEOPLE.length - 1) };
    },
    make: ({ xs, mean, ok, who }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const k = xs.length + 1;
      const mu = ok ? mean : Math.round(xs.reduce((a, b) => a + b, 0) / (k - 1));
      const last = mu * k - xs.reduce((a, b) => a + b, 0);
      const sumNeed = mu * k;
      return {
        difficulty: 3,
        stem: L(
          `${topic(p)} 수학 시험을 ${m(String(k))}번 보았습니다. 앞의 ${m(String(k - 1))}번의 점수는 ${m(xs.join(',\\ '))}점입니다. ${m(String(k))}번의 평균 점수가 ${m(String(mu))}점이 되려면 마지막 시험에서 몇 점을 받아야 합니까?`,
          `${p.en} took ${m(String(k))} math tests. The first ${m(String(k - 1))} scores were ${m(xs.join(',\\ '))}. What score on the last test makes the mean of all ${m(String(k))} tests exactly ${m(String(mu))}?`,
        ),
        multiple: {
          correct: N(last),
          wrong: [
            N(mu),
            N(Math.round(sumNeed / (k - 1)) === last ? last + 3 : Math.round(sumNeed / (k - 1))),
            N(last + k),
            N(last - k),
            N(2 * mu - (xs[0] as number)),
          ],
          fill: (j) => N(last + j),
          min: 0,
        },
        explanation: [
          L(
            `평균이 ${m(String(mu))}점이 되려면 점수의 합이 ${m(`${mu}\\times${k}=${sumNeed}`)}점이어야 합니다.`,
            `For a mean of ${m(String(mu))}, the scores must add up to ${m(`${mu}\\times${k}=${sumNeed}`)}.`,
          ),
          L(
            `앞의 점수의 합은 ${m(`${xs.join('+')}=${n(sumNeed - last)}`)}입니다.`,
            `The first scores add up to ${m(`${xs.join('+')}=${n(sumNeed - last)}`)}.`,
          ),
          L(`${m(`${sumNeed}-${sumNeed - last}=${last}`)} (점)`, `${m(`${sumNeed}-${sumNeed - last}=${last}`)} points`),
        ],
      };
    },
    // Search every possible last score and keep the one that gives the target mean.
    solve: ({ xs, mean, ok }) => {
      const k = xs.length + 1;
      const mu = ok ? mean : Math.round(xs.reduce((a, b) => a + b, 0) / (k - 1));
      for (let s = 0; s <= 200; s++) if ((xs.reduce((a, b) => a + b, 0) + s) / k === mu) return s;
      return NaN;
    },
  }),
  tpl({
    name: 'likelihood-number',
    params: (rng) => ({
      kind: rng.int(0, 2),
      a: rng.int(1, 12),
      color: rng.int(0, 2),
      dice: rng.int(0, 3) === 0,
      face: rng.int(1, 6),
    }),
    make: ({ kind, a, color, dice, face }) => {
      const col = [
        { ko: '빨간색', en: 'red' },
        { ko: '파란색', en: 'blue' },
        { ko: '노란색', en: 'yellow' },
      ][color]!;
      const other = [
        { ko: '초록색', en: 'green' },
        { ko: '흰색', en: 'white' },
        { ko: '검은색', en: 'black' },
      ][color]!;
      let stem: { ko: string; en: string };
      let ans: number;
      let why: { ko: string; en: string };
      if (dice) {
        const even = face % 2 === 0;
        stem = L(
          `주사위를 한 번 굴릴 때, 나온 눈의 수가 ${even ? '짝수' : '홀수'}일 가능성을 수로 나타내세요.`,
          `You roll a die once. Write the likelihood that the number rolled is ${even ? 'even' : 'odd'} as a number.`,
        );
        ans = 0.5;
        why = L(
          `주사위 눈 ${m('6')}개 중 ${even ? '짝수' : '홀수'}는 ${m('3')}개로 반반입니다.`,
          `${m('3')} of the ${m('6')} faces are ${even ? 'even' : 'odd'}, so it is an even chance.`,
        );
      } else {
        const [r, b] = kind === 0 ? [a, 0] : kind === 1 ? [0, a] : [a, a];
        stem = L(
          `주머니에 ${col.ko} 공이 ${m(String(r))}개${b ? `, ${other.ko} 공이 ${m(String(b))}개` : ''} 들어 있습니다. 공 한 개를 꺼낼 때 ${col.ko} 공이 나올 가능성을 수로 나타내세요.`,
          `A bag holds ${m(String(r))} ${col.en} ball${r === 1 ? '' : 's'}${b ? ` and ${m(String(b))} ${other.en} ball${b === 1 ? '' : 's'}` : ''}. You take out one ball. Write the likelihood that it is ${col.en} as a number.`,
        );
        ans = kind === 0 ? 1 : kind === 1 ? 0 : 0.5;
        why =
          kind === 0
            ? L(
                `주머니의 공이 모두 ${col.ko}이므로 '확실하다'이고, 수로 ${m('1')}입니다.`,
                `Every ball is ${col.en}, so it is certain: ${m('1')}.`,
              )
            : kind === 1
              ? L(
                  `${col.ko} 공이 없으므로 '불가능하다'이고, 수로 ${m('0')}입니다.`,
                  `There are no ${col.en} balls, so it is impossible: ${m('0')}.`,
                )
              : L(
                  `두 색의 공의 수가 같으므로 '반반이다'이고, 수로 ${m('\\frac{1}{2}')}입니다.`,
                  `There are equally many of each color, so it is an even chance: ${m('\\frac{1}{2}')}.`,
                );
      }
      const item = (tex: string, v: number): Item => ({ tex, v });
      const all = [
        item('0', 0),
        item('\\frac{1}{4}', 0.25),
        item('\\frac{1}{2}', 0.5),
        item('\\frac{3}{4}', 0.75),
        item('1', 1),
      ];
      return {
        difficulty: 1,
        stem,
        multiple: { correct: all.find((x) => x.v === ans) as Item, wrong: all.filter((x) => x.v !== ans) },
        explanation: [
          L(
            "가능성은 '불가능하다'는 0, '반반이다'는 1/2, '확실하다'는 1로 나타냅니다."
              .replace('0', m('0'))
              .replace('1/2', m('\\frac{1}{2}'))
              .replace('1로', `${m('1')}로`),
            `Impossible is ${m('0')}, an even chance is ${m('\\frac{1}{2}')}, and certain is ${m('1')}.`,
          ),
          why,
        ],
      };
    },
    // Count outcomes: favourable over all, listed one by one.
    solve: ({ kind, a, dice, face }) => {
      const outcomes: boolean[] = [];
      if (dice) for (let f = 1; f <= 6; f++) outcomes.push(f % 2 === face % 2);
      else {
        const [r, b] = kind === 0 ? [a, 0] : kind === 1 ? [0, a] : [a, a];
        for (let i = 0; i < r; i++) outcomes.push(true);
        for (let i = 0; i < b; i++) outcomes.push(false);
        if (r + b === 0) outcomes.push(false);
      }
      return outcomes.filter(Boolean).length / outcomes.length;
    },
  }),
];
