// 4-1 평면도형의 이동: sliding points and shapes, turning figures (and the same turn the other way), number cards
// turned upside down, and designs made by sliding square tiles.
import { L, defineTemplate, essay, multiple } from '../kit/template.js';
import { deg, m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e4-1-4';
// How each digit card looks after a half turn (180°).
const HALF_TURN: Record<string, string> = { '0': '0', '1': '1', '6': '9', '8': '8', '9': '6' };
const cm = (x: number) => m(`${x}\\text{ cm}`);

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'card-half-turn', {
    version: 2,
    params: (rng) => {
      const len = rng.int(3, 4);
      const ds = Array.from({ length: len }, (_, i) =>
        rng.pick(i === 0 || i === len - 1 ? ['1', '6', '8', '9'] : ['0', '1', '6', '8', '9']),
      );
      if (!ds.some((x) => x === '6' || x === '9')) ds[rng.int(0, len - 1)] = rng.pick(['6', '9']);
      return { ds };
    },
    generate: ({ ds }, rng) => {
      const card = ds.join('');
      const turned = Number(
        [...ds]
          .reverse()
          .map((x) => HALF_TURN[x])
          .join(''),
      );
      const slips = [
        Number([...ds].reverse().join('')),
        Number(ds.map((x) => HALF_TURN[x]).join('')),
        Number(card),
        Number(
          [...ds]
            .reverse()
            .map((x) => (x === '6' || x === '9' ? x : HALF_TURN[x]))
            .join(''),
        ),
      ];
      return multiple(rng, {
        difficulty: 3,
        stem: L(
          `숫자 카드 ${withJosa(m(card), '을/를')} 시계 방향으로 ${m(deg(180))}만큼 돌렸을 때 만들어지는 수는 무엇입니까?`,
          `The number card ${m(card)} is turned ${m(deg(180))} clockwise. What number does it show now?`,
        ),
        correct: m(String(turned)),
        wrong: [...slips, turned + 10, turned - 10, turned + 100, turned - 100]
          .filter((x) => x > 0)
          .map((x) => m(String(x))),
        steps: [
          L(
            `${m(deg(180))} 돌리면 위와 아래, 왼쪽과 오른쪽이 모두 바뀌어 숫자의 순서가 거꾸로 됩니다.`,
            `A ${m(deg(180))} turn swaps top and bottom and left and right, so the digits appear in reverse order.`,
          ),
          L(
            `각 숫자도 거꾸로 보여서 ${m(6)}은 ${m(9)}로, ${m(9)}는 ${m(6)}으로 보이고 ${m('0, 1, 8')}은 그대로입니다.`,
            `Each digit is upside down too: ${m(6)} looks like ${m(9)}, ${m(9)} like ${m(6)}, and ${m('0, 1, 8')} stay the same.`,
          ),
          L(`따라서 ${m(String(turned))}입니다.`, `So it shows ${m(String(turned))}.`),
        ],
      });
    },
    // Turning by 180° is the same as flipping top-to-bottom and then left-to-right.
    check: ({ ds }, problem) => {
      const flipUpDown: Record<string, string> = { '0': '0', '1': '1', '8': '8', '6': '9', '9': '6' };
      const leftRight: string[] = [];
      for (const x of ds.map((d) => flipUpDown[d] ?? '?')) leftRight.unshift(x);
      return keyIs(problem, Number(leftRight.join('')));
    },
  }),
  defineTemplate(UNIT, 'net-turn', {
    version: 2,
    params: (rng) => {
      const a = rng.pick([90, 180, 270]);
      const k = rng.int(a === 90 ? 2 : 1, 3);
      // The turns never bring the tile back to where it started: the answer is a turn, not 0°.
      const bs = [90, 180, 270, 360].filter((b) => b <= a * k && (a * k - b) % 360 !== 0);
      return { a, b: rng.pick(bs), k, shape: rng.int(0, 3) };
    },
    generate: ({ a, b, k, shape }) => {
      const net = a * k - b;
      const total = net % 360;
      const shapes = [
        L('삼각형 모양 조각', 'A triangle tile'),
        L('화살표 모양 조각', 'An arrow tile'),
        L('사다리꼴 모양 조각', 'A trapezoid tile'),
        L('글자 카드', 'A letter card'),
      ];
      const s = shapes[shape] ?? shapes[0]!;
      const times = L(k === 1 ? '' : ` ${m(k)}번`, k === 1 ? 'once' : `${m(k)} times`);
      return essay({
        difficulty: 4,
        stem: L(
          `${withJosa(s.ko, '을/를')} 시계 방향으로 ${m(deg(a))}만큼${times.ko} 돌린 다음, 시계 반대 방향으로 ${m(deg(b))}만큼 돌렸습니다. 처음 모양에서 시계 방향으로 몇 도만큼 돌린 것과 같습니까? (단, ${m(deg(0))}보다 크고 ${m(deg(360))}보다 작은 각도로 답하시오.)`,
          `${s.en} is turned ${m(deg(a))} clockwise ${times.en}, then ${m(deg(b))} counterclockwise. The result is the same as one clockwise turn of how many degrees from the start? (Give an angle greater than ${m(deg(0))} and less than ${m(deg(360))}.)`,
        ),
        answer: String(total),
        form: 'number',
        unit: '°',
        steps: [
          L(
            k === 1
              ? `시계 방향으로 ${m(deg(a))} 돌린 뒤 반대로 ${m(deg(b))} 돌렸으므로 ${m(`${deg(a)}-${deg(b)}=${deg(net)}`)}입니다.`
              : `시계 방향으로 모두 ${m(`${deg(a)}\\times${k}=${deg(a * k)}`)} 돌린 뒤 반대로 ${m(deg(b))} 돌렸으므로 ${m(`${deg(a * k)}-${deg(b)}=${deg(net)}`)}입니다.`,
            k === 1
              ? `Clockwise ${m(deg(a))}, then back ${m(deg(b))}: ${m(`${deg(a)}-${deg(b)}=${deg(net)}`)}.`
              : `Clockwise ${m(`${deg(a)}\\times${k}=${deg(a * k)}`)} in all, then back ${m(deg(b))}: ${m(`${deg(a * k)}-${deg(b)}=${deg(net)}`)}.`,
          ),
          net >= 360
            ? L(
                `${m(deg(360))} 돌리면 처음 모양과 같으므로 ${m(`${deg(net)}-${deg(360)}=${deg(total)}`)}만큼 돌린 것과 같습니다.`,
                `A ${m(deg(360))} turn changes nothing, so it is the same as ${m(`${deg(net)}-${deg(360)}=${deg(total)}`)}.`,
              )
            : L(
                `따라서 시계 방향으로 ${m(deg(total))}만큼 돌린 것과 같습니다.`,
                `So it is the same as a ${m(deg(total))} clockwise turn.`,
              ),
        ],
      });
    },
    // Track which way the top of the tile points (0 = up, 1 = right, ...) quarter turn by quarter turn.
    check: ({ a, b, k }, problem) => {
      let dir = 0;
      for (let t = 0; t < k; t++) for (let q = 0; q < a / 90; q++) dir = (dir + 1) % 4;
      for (let q = 0; q < b / 90; q++) dir = (dir + 3) % 4;
      return dir !== 0 && keyIs(problem, dir * 90);
    },
  }),
  defineTemplate(UNIT, 'slide-point', {
    version: 2,
    params: (rng) => {
      const right = rng.int(3, 12);
      const left = rng.int(1, right - 1);
      const up = rng.int(1, 9);
      // The point never ends level with its start, so 'how far up (or down)' has an answer.
      const down = rng.intExcept(0, 5, [up]);
      return { right, left, up, down, cm: rng.int(1, 2), askRight: rng.int(0, 1) === 1 };
    },
    generate: ({ right, left, up, down, cm: unit, askRight }, rng) => {
      const dx = (right - left) * unit;
      const dy = Math.abs(up - down) * unit;
      const upward = up > down;
      const ans = askRight ? dx : dy;
      const moves = L(
        `오른쪽으로 ${cm(right * unit)}, 위쪽으로 ${cm(up * unit)}, 왼쪽으로 ${cm(left * unit)}${down ? `, 아래쪽으로 ${cm(down * unit)}` : ''}`,
        `${cm(right * unit)} right, ${cm(up * unit)} up, ${down ? '' : 'then '}${cm(left * unit)} left${down ? `, then ${cm(down * unit)} down` : ''}`,
      );
      const question = askRight
        ? L(
            '처음 위치에서 오른쪽으로 몇 cm 떨어진 곳에 있습니까?',
            'How many cm to the right of its starting point is it?',
          )
        : L(
            `처음 위치에서 ${upward ? '위쪽' : '아래쪽'}으로 몇 cm 떨어진 곳에 있습니까?`,
            `How many cm ${upward ? 'above' : 'below'} its starting point is it?`,
          );
      const wrong = askRight
        ? [(right + left) * unit, right * unit, dx + unit, dx - unit, dx + 2 * unit, dx + 3 * unit]
        : [(up + down) * unit, up * unit, dy + unit, dy + 2 * unit, dy - unit, dy + 3 * unit];
      for (let k = 4; k <= 6; k++) wrong.push(ans + k * unit);
      return multiple(rng, {
        difficulty: 2,
        stem: L(
          `모눈종이 위의 점을 ${moves.ko} 차례로 밀었습니다. 점은 ${question.ko}`,
          `A point on grid paper is slid ${moves.en}, in that order. ${question.en}`,
        ),
        correct: cm(ans),
        wrong: wrong.filter((x) => x > 0).map(cm),
        steps: [
          askRight
            ? L(
                `오른쪽과 왼쪽으로 민 거리만 생각합니다: ${m(`${right * unit}-${left * unit}=${dx}`)}`,
                `Only the right and left slides matter: ${m(`${right * unit}-${left * unit}=${dx}`)}.`,
              )
            : L(
                `위쪽과 아래쪽으로 민 거리만 생각합니다: ${m(`${Math.max(up, down) * unit}-${Math.min(up, down) * unit}=${dy}`)}`,
                `Only the up and down slides matter: ${m(`${Math.max(up, down) * unit}-${Math.min(up, down) * unit}=${dy}`)}.`,
              ),
          L(
            `점을 밀면 위치만 바뀝니다. 따라서 ${cm(ans)} 떨어진 곳에 있습니다.`,
            `Sliding changes only the position, so the point is ${cm(ans)} away.`,
          ),
        ],
      });
    },
    // Follow the point 1 cm at a time on coordinates.
    check: ({ right, left, up, down, cm: unit, askRight }, problem) => {
      let x = 0;
      let y = 0;
      for (let k = 0; k < right * unit; k++) x++;
      for (let k = 0; k < up * unit; k++) y++;
      for (let k = 0; k < left * unit; k++) x--;
      for (let k = 0; k < down * unit; k++) y--;
      return y !== 0 && keyIs(problem, askRight ? x : Math.abs(y));
    },
  }),
  defineTemplate(UNIT, 'turn-equivalent', {
    version: 1,
    params: (rng) => ({ k: rng.pick([1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15]), clockwise: rng.int(0, 1) === 1 }),
    generate: ({ k, clockwise }) => {
      const net = (90 * k) % 360;
      const other = 360 - net;
      const [dirKo, otherKo] = clockwise ? ['시계 방향', '시계 반대 방향'] : ['시계 반대 방향', '시계 방향'];
      const [dirEn, otherEn] = clockwise ? ['clockwise', 'counterclockwise'] : ['counterclockwise', 'clockwise'];
      return essay({
        difficulty: 3,
        subUnit: `${UNIT}.s3`,
        stem: L(
          `도형을 ${dirKo}으로 ${m(deg(90))}만큼 ${m(k)}번 돌렸습니다. 이 모양은 처음 도형을 ${otherKo}으로 몇 도만큼 돌린 모양과 같습니까? (${m(deg(360))}보다 작은 각도로 답하시오.)`,
          `A shape is turned ${m(deg(90))} ${dirEn} ${m(k)} ${k === 1 ? 'time' : 'times'}. The result is the same as turning the original shape ${otherEn} by how many degrees? (Answer with an angle less than ${m(deg(360))}.)`,
        ),
        answer: String(other),
        form: 'number',
        unit: '도',
        steps: [
          L(
            `${m(deg(90))}만큼 ${m(4)}번 돌리면 한 바퀴(${m(deg(360))})를 돌아 처음 모양이 됩니다. ${m(k)}번은 ${m(`${90 * k}^{\\circ}`)}${90 * k >= 360 ? `이므로 한 바퀴씩을 빼면 ${dirKo}으로 ${m(deg(net))}만큼 돌린 것과 같습니다` : `만큼 ${dirKo}으로 돌린 것입니다`}.`,
            `Four turns of ${m(deg(90))} make a full turn (${m(deg(360))}) and bring the shape back. ${m(k)} turns make ${m(`${90 * k}^{\\circ}`)}${90 * k >= 360 ? `; leaving out full turns, that is ${m(deg(net))} ${dirEn}` : ` ${dirEn}`}.`,
          ),
          L(
            `${dirKo}으로 ${m(deg(net))} 돌린 모양은 ${otherKo}으로 ${m(`${deg(360)}-${deg(net)}=${deg(other)}`)}만큼 돌린 모양과 같습니다.`,
            `Turning ${m(deg(net))} ${dirEn} ends where turning ${m(`${deg(360)}-${deg(net)}=${deg(other)}`)} ${otherEn} does.`,
          ),
        ],
      });
    },
    // Turn a marker corner step by step: four corners, one step per 90°, then count the steps back the other way.
    check: ({ k }, problem) => {
      let corner = 0;
      for (let i = 0; i < k; i++) corner = (corner + 1) % 4;
      let back = 0;
      while ((corner + back) % 4 !== 0) back++;
      return keyIs(problem, back * 90);
    },
  }),
  defineTemplate(UNIT, 'slide-back-and-forth', {
    version: 1,
    params: (rng) => {
      const a = rng.int(5, 20);
      return { a, c: rng.int(1, a - 1), up: rng.int(2, 12) };
    },
    generate: ({ a, c, up }) => {
      const right = a - c;
      return essay({
        difficulty: 2,
        subUnit: `${UNIT}.s1`,
        stem: L(
          `도형을 오른쪽으로 ${cm(a)}, 위쪽으로 ${cm(up)} 민 다음, 다시 왼쪽으로 ${cm(c)} 밀었습니다. 도형은 처음 위치에서 오른쪽으로 몇 cm 옮겨졌습니까?`,
          `A shape is slid ${cm(a)} to the right and ${cm(up)} up, then ${cm(c)} to the left. How many centimeters to the right of where it started is it now?`,
        ),
        answer: String(right),
        form: 'number',
        unit: 'cm',
        steps: [
          L(
            '도형을 밀면 모양은 그대로이고 위치만 바뀝니다. 위쪽으로 민 것은 오른쪽으로 옮겨진 거리와 관계가 없습니다.',
            'Sliding moves a shape without changing it. The slide up does not change how far right it is.',
          ),
          L(
            `오른쪽으로 ${cm(a)} 갔다가 왼쪽으로 ${cm(c)} 돌아왔으므로 ${m(`${a}-${c}=${right}`)}(cm)입니다.`,
            `It went ${cm(a)} right and came back ${cm(c)}, so ${m(`${a}-${c}=${right}`)} cm.`,
          ),
        ],
      });
    },
    // Track the shape's x position one centimetre at a time.
    check: ({ a, c }, problem) => {
      let x = 0;
      for (let i = 0; i < a; i++) x++;
      for (let i = 0; i < c; i++) x--;
      return keyIs(problem, x);
    },
  }),
  defineTemplate(UNIT, 'tile-count', {
    version: 1,
    params: (rng) => ({ a: rng.int(2, 6), cols: rng.int(3, 12), rows: rng.int(2, 8) }),
    generate: ({ a, cols, rows }) => {
      const [w, h] = [a * cols, a * rows];
      return essay({
        difficulty: 2,
        subUnit: `${UNIT}.s4`,
        stem: L(
          `한 변의 길이가 ${cm(a)}인 정사각형 모양 조각을 밀기를 이용하여 가로 ${cm(w)}, 세로 ${cm(h)}인 직사각형을 빈틈없이 채우는 무늬를 꾸미려고 합니다. 정사각형 조각은 모두 몇 개 필요합니까?`,
          `Square tiles with sides of ${cm(a)} are slid into place to fill a rectangle ${cm(w)} wide and ${cm(h)} tall with no gaps. How many tiles are needed?`,
        ),
        answer: String(cols * rows),
        form: 'number',
        unit: '개',
        steps: [
          L(
            `가로에는 ${m(`${w}\\div${a}=${cols}`)}(개), 세로에는 ${m(`${h}\\div${a}=${rows}`)}(개)씩 놓입니다.`,
            `${m(`${w}\\div${a}=${cols}`)} tiles fit across and ${m(`${h}\\div${a}=${rows}`)} fit down.`,
          ),
          L(
            `필요한 조각은 ${m(`${cols}\\times${rows}=${cols * rows}`)}(개)입니다.`,
            `So ${m(`${cols}\\times${rows}=${cols * rows}`)} tiles are needed.`,
          ),
        ],
      });
    },
    // Lay tiles row by row until the rectangle is full.
    check: ({ a, cols, rows }, problem) => {
      let tiles = 0;
      for (let y = 0; y < a * rows; y += a) for (let x = 0; x < a * cols; x += a) tiles++;
      return keyIs(problem, tiles);
    },
  }),
  defineTemplate(UNIT, 'tile-perimeter', {
    version: 1,
    params: (rng) => ({ a: rng.int(2, 9), cols: rng.int(2, 9), rows: rng.int(2, 6) }),
    generate: ({ a, cols, rows }) => {
      const per = 2 * (cols + rows) * a;
      return essay({
        difficulty: 3,
        subUnit: `${UNIT}.s4`,
        stem: L(
          `한 변의 길이가 ${cm(a)}인 정사각형 조각을 오른쪽으로 밀어 가로로 ${m(cols)}개, 아래쪽으로 밀어 세로로 ${m(rows)}개씩 빈틈없이 붙여 큰 직사각형 무늬를 만들었습니다. 만든 무늬의 둘레는 몇 cm입니까?`,
          `Square tiles with sides of ${cm(a)} are slid right and down to make a large rectangle ${m(cols)} tiles across and ${m(rows)} tiles down, with no gaps. What is the perimeter of the rectangle, in cm?`,
        ),
        answer: String(per),
        form: 'number',
        unit: 'cm',
        steps: [
          L(
            `큰 직사각형의 가로는 ${m(`${a}\\times${cols}=${a * cols}`)}(cm), 세로는 ${m(`${a}\\times${rows}=${a * rows}`)}(cm)입니다. 안쪽에서 맞닿은 변은 둘레에 들어가지 않습니다.`,
            `The large rectangle is ${m(`${a}\\times${cols}=${a * cols}`)} cm wide and ${m(`${a}\\times${rows}=${a * rows}`)} cm tall; the sides that touch inside are not part of the perimeter.`,
          ),
          L(
            `둘레는 ${m(`(${a * cols}+${a * rows})\\times2=${per}`)}(cm)입니다.`,
            `The perimeter is ${m(`(${a * cols}+${a * rows})\\times2=${per}`)} cm.`,
          ),
        ],
      });
    },
    // Count the tile sides on the outside of the grid.
    check: ({ a, cols, rows }, problem) => {
      let sides = 0;
      for (let x = 0; x < cols; x++) {
        for (let y = 0; y < rows; y++) {
          if (x === 0) sides++;
          if (x === cols - 1) sides++;
          if (y === 0) sides++;
          if (y === rows - 1) sides++;
        }
      }
      return keyIs(problem, sides * a);
    },
  }),
  defineTemplate(UNIT, 'half-turn-difference', {
    version: 1,
    params: (rng) => {
      // 6, 8 and 9 make 986 and 689, which read the same after the turn.
      for (;;) {
        const cards = rng.shuffle(['1', '6', '8', '9']).slice(0, 3);
        if (cards.includes('1')) return { cards, least: rng.int(0, 1) === 1 };
      }
    },
    generate: ({ cards, least }) => {
      const greatest = [...cards].sort((x, y) => (least ? Number(x) - Number(y) : Number(y) - Number(x)));
      const start = Number(greatest.join(''));
      const turned = Number(
        [...greatest]
          .reverse()
          .map((x) => HALF_TURN[x])
          .join(''),
      );
      const diff = Math.abs(turned - start);
      const shown = cards.map((c) => m(c)).join(', ');
      return essay({
        difficulty: 4,
        subUnit: `${UNIT}.s3`,
        stem: L(
          `수 카드 ${withJosa(shown, '을/를')} 한 번씩 사용하여 가장 ${least ? '작은' : '큰'} 세 자리 수를 만들었습니다. 이 수 카드를 놓인 그대로 ${m(deg(180))} 돌렸을 때 생기는 수와 처음 수의 차를 구하시오.`,
          `The number cards ${shown} are used once each to make the ${least ? 'least' : 'greatest'} three-digit number. The row of cards is then turned ${m(deg(180))}. What is the difference between the new number and the first one?`,
        ),
        answer: String(diff),
        form: 'number',
        steps: [
          L(
            `가장 ${least ? '작은' : '큰'} 수는 ${least ? '작은' : '큰'} 숫자부터 놓은 ${m(start)}입니다.`,
            `The ${least ? 'least' : 'greatest'} number puts the digits from ${least ? 'least to greatest' : 'greatest to least'}: ${m(start)}.`,
          ),
          L(
            `핵심은 ${m(deg(180))} 돌리면 카드의 순서가 거꾸로 되고, ${withJosa(m(6), '과/와')} ${withJosa(m(9), '은/는')} 서로 바뀐다는 것입니다. 돌린 수는 ${m(turned)}입니다.`,
            `The key: a ${m(deg(180))} turn reverses the order of the cards and swaps ${m(6)} and ${m(9)}. The turned number is ${m(turned)}.`,
          ),
          L(
            `두 수의 차는 ${m(`${Math.max(start, turned)}-${Math.min(start, turned)}=${diff}`)}입니다.`,
            `The difference is ${m(`${Math.max(start, turned)}-${Math.min(start, turned)}=${diff}`)}.`,
          ),
        ],
      });
    },
    // Try every order of the cards for the greatest (or least), then turn it digit by digit with arithmetic.
    check: ({ cards, least }, problem) => {
      let best = least ? 1000 : 0;
      for (const a of cards)
        for (const b of cards)
          for (const c of cards) {
            if (new Set([a, b, c]).size === 3) {
              const n = Number(a) * 100 + Number(b) * 10 + Number(c);
              best = least ? Math.min(best, n) : Math.max(best, n);
            }
          }
      const flip = (d: number) => (d === 6 ? 9 : d === 9 ? 6 : d);
      const turned = flip(best % 10) * 100 + flip(Math.floor(best / 10) % 10) * 10 + flip(Math.floor(best / 100));
      return keyIs(problem, Math.abs(turned - best));
    },
  }),
];
