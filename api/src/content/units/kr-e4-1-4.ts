// 4-1 평면도형의 이동: sliding points on a grid, turning figures, and number cards turned upside down.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, U, an, josa, m, plain, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e4-1-4');
// How each digit card looks after a half turn (180°).
const HALF_TURN: Record<string, string> = { '0': '0', '1': '1', '6': '9', '8': '8', '9': '6' };

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'card-half-turn',
    params: (rng) => {
      const len = rng.int(3, 4);
      const ds = Array.from({ length: len }, (_, i) =>
        rng.pick(i === 0 || i === len - 1 ? ['1', '6', '8', '9'] : ['0', '1', '6', '8', '9']),
      );
      if (!ds.some((x) => x === '6' || x === '9')) ds[rng.int(0, len - 1)] = rng.pick(['6', '9']);
      return { ds };
    },
    make: ({ ds }) => {
      const orig = Number(ds.join(''));
      const turned = Number(
        [...ds]
          .reverse()
          .map((x) => HALF_TURN[x])
          .join(''),
      );
      return {
        difficulty: 3,
        stem: L(
          `숫자 카드 ${josa(m(ds.join('')), '을/를')} 시계 방향으로 ${m('180^\\circ')}만큼 돌렸을 때 만들어지는 수는 무엇입니까?`,
          `The number card ${m(ds.join(''))} is turned ${m('180^\\circ')} clockwise. What number does it show now?`,
        ),
        multiple: {
          correct: N(turned),
          wrong: [
            N(Number([...ds].reverse().join(''))),
            N(Number(ds.map((x) => HALF_TURN[x]).join(''))),
            N(orig),
            N(
              Number(
                [...ds]
                  .reverse()
                  .map((x) => (x === '6' || x === '9' ? x : HALF_TURN[x]))
                  .join(''),
              ),
            ),
          ],
          fill: (k) => N(turned + 10 * k),
        },
        explanation: [
          L(
            `${m('180^\\circ')} 돌리면 위와 아래, 왼쪽과 오른쪽이 모두 바뀌어 숫자의 순서가 거꾸로 됩니다.`,
            `A ${m('180^\\circ')} turn swaps top and bottom and left and right, so the digits appear in reverse order.`,
          ),
          L(
            `각 숫자도 거꾸로 보여서 ${m('6')}은 ${m('9')}로, ${m('9')}는 ${m('6')}으로 보이고 ${m('0, 1, 8')}은 그대로입니다.`,
            `Each digit is upside down too: ${m('6')} looks like ${m('9')}, ${m('9')} like ${m('6')}, and ${m('0, 1, 8')} stay the same.`,
          ),
          L(`따라서 ${m(String(turned))}입니다.`, `So it shows ${m(String(turned))}.`),
        ],
      };
    },
    // Turning by 180° is the same as flipping top-to-bottom and then left-to-right.
    solve: ({ ds }) => {
      const flipUpDown: Record<string, string> = { '0': '0', '1': '1', '8': '8', '6': '9', '9': '6' };
      const upDown = ds.map((x) => flipUpDown[x] ?? '?');
      const leftRight: string[] = [];
      for (const x of upDown) leftRight.unshift(x);
      return Number(leftRight.join(''));
    },
  }),
  tpl({
    name: 'net-turn',
    params: (rng) => {
      const a = rng.pick([90, 180, 270]);
      const k = rng.int(1, 3);
      return { a, b: rng.pick([90, 180, 270, 360].filter((b) => b <= a * k)), k, shape: rng.int(0, 3) };
    },
    make: ({ a, b, k, shape }) => {
      const total = (a * k - b + 3600) % 360;
      const shapes = [
        L('삼각형 모양 조각', 'triangle tile'),
        L('화살표 모양 조각', 'arrow tile'),
        L('사다리꼴 모양 조각', 'trapezoid tile'),
        L('글자 카드', 'letter card'),
      ];
      const s = shapes[shape] ?? shapes[0]!;
      return {
        difficulty: 4,
        stem: L(
          `${josa(s.ko, '을/를')} 시계 방향으로 ${m(`${a}^\\circ`)}만큼 ${m(String(k))}번 돌린 다음, 시계 반대 방향으로 ${m(`${b}^\\circ`)}만큼 돌렸습니다. 처음 모양에서 시계 방향으로 몇 도만큼 돌린 것과 같습니까? (${m('0^\\circ')} 이상 ${m('360^\\circ')} 미만으로 답하세요.)`,
          `${an(s.en).replace(/^a/, 'A')} is turned ${m(`${a}^\\circ`)} clockwise ${k === 1 ? 'once' : `${m(String(k))} times`}, then ${m(`${b}^\\circ`)} counterclockwise. The result is the same as one clockwise turn of how many degrees from the start? (Answer from ${m('0^\\circ')} up to but not including ${m('360^\\circ')}.)`,
        ),
        essay: { answer: plain(total), unit: '°', hint: HINT.unit('°') },
        explanation: [
          L(
            `시계 방향으로 모두 ${m(`${a}^\\circ\\times${k}=${a * k}^\\circ`)} 돌린 뒤 반대로 ${m(`${b}^\\circ`)} 돌아왔으므로 ${m(`${a * k}^\\circ-${b}^\\circ=${a * k - b}^\\circ`)}입니다.`,
            `Clockwise ${m(`${a}^\\circ\\times${k}=${a * k}^\\circ`)}, then back ${m(`${b}^\\circ`)}: ${m(`${a * k}^\\circ-${b}^\\circ=${a * k - b}^\\circ`)}.`,
          ),
          L(
            `${m('360^\\circ')} 돌리면 처음 모양과 같으므로 ${m('360^\\circ')}씩 더하거나 빼면 ${m(`${total}^\\circ`)}입니다.`,
            `A ${m('360^\\circ')} turn changes nothing, so adding or removing ${m('360^\\circ')} gives ${m(`${total}^\\circ`)}.`,
          ),
        ],
      };
    },
    // Track which way the top of the tile points (0 = up, 1 = right, ...) quarter turn by quarter turn.
    solve: ({ a, b, k }) => {
      let dir = 0;
      for (let t = 0; t < k; t++) for (let q = 0; q < a / 90; q++) dir = (dir + 1) % 4;
      for (let q = 0; q < b / 90; q++) dir = (dir + 3) % 4;
      return dir * 90;
    },
  }),
  tpl({
    name: 'slide-point',
    params: (rng) => {
      const right = rng.int(3, 12);
      const left = rng.int(1, right - 1);
      return { right, left, up: rng.int(1, 9), down: rng.int(0, 5), cm: rng.int(1, 2), askRight: rng.int(0, 1) === 1 };
    },
    make: ({ right, left, up, down, cm, askRight }) => {
      const dx = (right - left) * cm;
      const dy = Math.abs(up - down) * cm;
      const upward = up >= down;
      const ans = askRight ? dx : dy;
      const moves = L(
        `오른쪽으로 ${m(String(right * cm))} cm, 위쪽으로 ${m(String(up * cm))} cm, 왼쪽으로 ${m(String(left * cm))} cm${down ? `, 아래쪽으로 ${m(String(down * cm))} cm` : ''}`,
        `${m(String(right * cm))} cm right, ${m(String(up * cm))} cm up, ${m(String(left * cm))} cm left${down ? `, then ${m(String(down * cm))} cm down` : ''}`,
      );
      const q = askRight
        ? L(
            '처음 위치에서 오른쪽으로 몇 cm 떨어진 곳에 있습니까?',
            'How many cm to the right of its starting point is it?',
          )
        : L(
            `처음 위치에서 ${upward ? '위쪽' : '아래쪽'}으로 몇 cm 떨어진 곳에 있습니까?`,
            `How many cm ${upward ? 'above' : 'below'} its starting point is it?`,
          );
      return {
        difficulty: 2,
        stem: L(
          `모눈종이 위의 점을 ${moves.ko} 차례로 밀었습니다. 점은 ${q.ko}`,
          `A point on grid paper is slid ${moves.en}, in that order. ${q.en}`,
        ),
        multiple: {
          correct: U(ans, '\\text{ cm}'),
          wrong: askRight
            ? [
                U(right * cm + left * cm, '\\text{ cm}'),
                U(right * cm, '\\text{ cm}'),
                U(dx + cm, '\\text{ cm}'),
                U(dx - cm, '\\text{ cm}'),
              ]
            : [
                U((up + down) * cm, '\\text{ cm}'),
                U(up * cm, '\\text{ cm}'),
                U(dy + cm, '\\text{ cm}'),
                U(dy + 2 * cm, '\\text{ cm}'),
              ],
          fill: (k) => U(ans + k * cm, '\\text{ cm}'),
        },
        explanation: [
          askRight
            ? L(
                `오른쪽과 왼쪽으로 민 거리만 생각합니다: ${m(`${right * cm}-${left * cm}=${dx}`)}`,
                `Only the right and left slides matter: ${m(`${right * cm}-${left * cm}=${dx}`)}.`,
              )
            : L(
                `위쪽과 아래쪽으로 민 거리만 생각합니다: ${m(`${Math.max(up, down) * cm}-${Math.min(up, down) * cm}=${dy}`)}`,
                `Only the up and down slides matter: ${m(`${Math.max(up, down) * cm}-${Math.min(up, down) * cm}=${dy}`)}.`,
              ),
          L(
            `점을 밀어도 모양은 그대로이고 위치만 바뀝니다. 답: ${m(String(ans))} cm`,
            `Sliding changes only the position. Answer: ${m(String(ans))} cm`,
          ),
        ],
      };
    },
    // Follow the point 1 cm at a time on coordinates.
    solve: ({ right, left, up, down, cm, askRight }) => {
      let x = 0;
      let y = 0;
      for (let k = 0; k < right * cm; k++) x++;
      for (let k = 0; k < up * cm; k++) y++;
      for (let k = 0; k < left * cm; k++) x--;
      for (let k = 0; k < down * cm; k++) y--;
      return askRight ? x : Math.abs(y);
    },
  }),
];
