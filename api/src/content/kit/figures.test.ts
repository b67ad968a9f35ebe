// The figure helper: every drawing is well-formed, safe SVG, and what it marks reads back as the parameters it was given.
import { describe, expect, it } from 'vitest';
import {
  bandGraph,
  barGraph,
  boxPlot,
  clock,
  coordinatePlane,
  figureSvg,
  halfPlane,
  histogram,
  inscribedAngleFigure,
  numberLine,
  pictureGraph,
  planeShape,
  scatterPlot,
  solid,
  triangleFromSides,
  type Figure,
} from './figures.js';

interface Element {
  name: string;
  attrs: Record<string, string>;
  text: string;
}

/** A strict reader for the SVG the helper writes: balanced tags, quoted attributes, escaped text. */
export function parseSvg(svg: string): Element[] {
  const elements: Element[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let last: Element | undefined;
  let match: RegExpExecArray | null;
  let pos = 0;
  while ((match = tag.exec(svg))) {
    pos = tag.lastIndex;
    const [, close, name, attrText, selfClose, textPart] = match;
    if (textPart !== undefined) {
      if (/&(?!(amp|lt|gt|quot|#\d+);)/.test(textPart)) throw new Error(`unescaped & in ${textPart}`);
      if (last)
        last.text += textPart
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&');
      continue;
    }
    if (close) {
      if (stack.pop() !== name) throw new Error(`</${name}> closes nothing open`);
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const [, key, value] of (attrText ?? '').matchAll(/([\w:-]+)="([^"]*)"/g))
      attrs[key as string] = value as string;
    last = { name: name as string, attrs, text: '' };
    elements.push(last);
    if (!selfClose) stack.push(name as string);
  }
  if (pos !== svg.length) throw new Error(`unreadable SVG at ${pos}: ${svg.slice(pos, pos + 40)}`);
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  return elements;
}

/** Both languages' drawings of a figure. */
const drawings = (figure: Figure): string[] => [figureSvg(figure, 'ko'), figureSvg(figure, 'en')];

function expectSafe(figure: Figure): Element[] {
  for (const svg of drawings(figure)) {
    expect(svg).not.toMatch(/<script|<image|<foreignObject|href|url\(|\son\w+=/i);
    const elements = parseSvg(svg);
    const root = elements[0] as Element;
    expect(root.name).toBe('svg');
    expect(root.attrs.viewBox).toMatch(/^0 0 360 \d+$/);
    for (const t of elements.filter((e) => e.name === 'text')) {
      // 360 units shown at least 358 px wide (a 390 px phone): 15 units is 14.9 px.
      expect(Number(t.attrs['font-size'])).toBeGreaterThanOrEqual(15);
    }
  }
  expect(figure.alt.ko.length).toBeGreaterThan(10);
  expect(figure.alt.en.length).toBeGreaterThan(10);
  return parseSvg(drawings(figure)[1] as string);
}

const texts = (elements: Element[]) => elements.filter((e) => e.name === 'text');
const num = (s: string | undefined) => Number(s);
const value = (label: string) => Number(label.replace('−', '-').replace(/,/g, ''));

describe('number lines', () => {
  it('puts each point where its value is, read against the numbered ticks', () => {
    const figure = numberLine({
      min: -5,
      max: 5,
      points: [
        { value: -3, label: 'A' },
        { value: 2, label: 'B', open: true },
      ],
    });
    expect(typeof figure.svg).toBe('string');
    const elements = expectSafe(figure);
    const ticks = texts(elements).filter((t) => /^[−\d]/.test(t.text));
    const [t0, t1] = [ticks[0] as Element, ticks[1] as Element];
    const unit = num(t1.attrs.x) - num(t0.attrs.x);
    const at = (x: number) => value(t0.text) + (x - num(t0.attrs.x)) / unit;
    const dots = elements.filter((e) => e.name === 'circle' && e.attrs['data-value'] !== undefined);
    expect(dots.map((d) => Math.round(at(num(d.attrs.cx)) * 1000) / 1000)).toEqual([-3, 2]);
    expect(dots[1]?.attrs.fill).toBe('#ffffff');
    expect(texts(elements).map((t) => t.text)).toEqual(expect.arrayContaining(['A', 'B', '−5', '0', '5']));
    expect(figure.alt.ko).toContain('점 A는 -3에 있습니다');
    expect(figure.alt.en).toContain('Point B is at 2 (an open dot)');
  });

  it('draws intervals with open and closed ends, and hides a tick number that is asked for', () => {
    const figure = numberLine({
      min: -2,
      max: 6,
      hide: [4],
      intervals: [
        { from: -1, to: 4, toOpen: true },
        { from: 3, fromOpen: true },
      ],
    });
    const elements = expectSafe(figure);
    expect(texts(elements).map((t) => t.text)).not.toContain('4');
    const ends = elements.filter((e) => e.name === 'circle' && e.attrs['data-value'] !== undefined);
    expect(ends.map((e) => [e.attrs['data-value'], e.attrs.fill === '#ffffff'])).toEqual([
      ['-1', false],
      ['4', true],
      ['3', true],
    ]);
    expect(figure.alt.en).toContain('from -1 (closed dot) to 4 (open dot)');
  });
});

describe('bar and picture graphs', () => {
  it('draws each bar to its value on the grid, and words in each language', () => {
    const figure = barGraph({
      categories: [
        { ko: '사과', en: 'Apple' },
        { ko: '배', en: 'Pear' },
        { ko: '포도', en: 'Grape' },
      ],
      values: [7, 4, 9],
      axis: { min: 0, max: 10, step: 1 },
      unit: { ko: '(명)', en: '(students)' },
      hidden: [1],
    });
    expect(typeof figure.svg).toBe('object');
    expect(figureSvg(figure, 'ko')).toContain('사과');
    expect(figureSvg(figure, 'en')).toContain('Apple');
    const elements = expectSafe(figure);
    const grid = texts(elements).filter((t) => /^\d+$/.test(t.text));
    const zero = grid.find((t) => t.text === '0') as Element;
    const ten = grid.find((t) => t.text === '10') as Element;
    const perUnit = (num(zero.attrs.y) - num(ten.attrs.y)) / 10;
    const bars = elements.filter((e) => e.name === 'rect' && e.attrs['data-value'] !== undefined);
    expect(bars.map((b) => Math.round(num(b.attrs.height) / perUnit))).toEqual([7, 9]);
    expect(figure.alt.ko).toContain('사과: 7');
    expect(figure.alt.ko).toContain('배: 알 수 없음');
    expect(figure.alt.en).toContain('Grape: 9');
  });

  it('draws big and small pictures that add up to each value', () => {
    const figure = pictureGraph({
      rows: [
        { label: { ko: '가 마을', en: 'Village A' }, value: 34 },
        { label: { ko: '나 마을', en: 'Village B' }, value: 25 },
      ],
      big: 10,
      small: 1,
      unit: { ko: '그루', en: 'trees' },
    });
    const elements = expectSafe(figure);
    const rows = new Map<string, number>();
    for (const c of elements.filter((e) => e.name === 'circle' && e.attrs['data-value'])) {
      rows.set(c.attrs.cy as string, (rows.get(c.attrs.cy as string) ?? 0) + num(c.attrs['data-value']));
    }
    expect([...rows.values()]).toEqual([34, 25]);
    expect(figure.alt.ko).toContain('가 마을: 큰 그림 3개, 작은 그림 4개');
    expect(figure.alt.ko).toContain('작은 그림은 1그루를 나타냅니다');
  });
});

describe('clocks', () => {
  it.each([
    [3, 27],
    [12, 0],
    [7, 45],
    [9, 5],
  ])('points the hands at %i:%i', (hour, minute) => {
    const figure = clock({ hour, minute });
    const elements = expectSafe(figure);
    const angle = (name: string) => {
      const hand = elements.find((e) => e.attrs['data-hand'] === name) as Element;
      const deg =
        (Math.atan2(num(hand.attrs.x2) - num(hand.attrs.x1), num(hand.attrs.y1) - num(hand.attrs.y2)) * 180) / Math.PI;
      return (deg + 360) % 360;
    };
    expect(Math.round(angle('minute') / 6) % 60).toBe(minute);
    expect(Math.floor((angle('hour') + 0.5) / 30) % 12).toBe(hour % 12);
    expect(texts(elements).map((t) => t.text)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  });

  it('says where the hands point, not the time they make', () => {
    expect(clock({ hour: 3, minute: 27 }).alt.ko).toBe(
      '시계입니다. 짧은바늘은 3과 4 사이를 가리키고, 긴바늘은 5에서 작은 눈금 2칸 더 간 곳을 가리킵니다.',
    );
    expect(clock({ hour: 6, minute: 0 }).alt.en).toBe(
      'A clock. The short (hour) hand points at 6, and the long (minute) hand points at 12.',
    );
  });
});

describe('plane shapes and circles', () => {
  it('draws a triangle to scale from its sides, with the marked lengths and angle', () => {
    const figure = planeShape({
      vertices: triangleFromSides(7, 5, 6),
      labels: ['A', 'B', 'C'],
      sides: [
        { i: 0, label: '6 cm' },
        { i: 1, label: '7 cm' },
        { i: 2, label: '5 cm' },
      ],
      angles: [{ i: 1, label: '50°' }],
      name: { ko: '삼각형 ABC', en: 'triangle ABC' },
    });
    const elements = expectSafe(figure);
    const polygon = elements.find((e) => e.name === 'polygon') as Element;
    const pts = (polygon.attrs.points as string).split(' ').map((p) => p.split(',').map(Number) as [number, number]);
    const side = (i: number, j: number) => Math.hypot(pts[i]![0] - pts[j]![0], pts[i]![1] - pts[j]![1]);
    const k = side(1, 2) / 7;
    expect(side(0, 1) / k).toBeCloseTo(6, 1);
    expect(side(2, 0) / k).toBeCloseTo(5, 1);
    expect(texts(elements).map((t) => t.text)).toEqual(
      expect.arrayContaining(['6 cm', '7 cm', '5 cm', '50°', 'A', 'B', 'C']),
    );
    expect(figure.alt.ko).toBe('삼각형 ABC의 그림입니다. 길이: AB 6 cm, BC 7 cm, CA 5 cm. 각: ∠ABC 50°.');
  });

  it('rejects sides that make no triangle', () => {
    expect(() => triangleFromSides(1, 2, 3)).toThrow(/no triangle/);
  });

  it('puts the points of a circle on it, with the central and inscribed angles marked', () => {
    const figure = inscribedAngleFigure({ a: 200, b: 340, p: 100, central: '140°', inscribed: 'x' });
    const elements = expectSafe(figure);
    const circle = elements.find((e) => e.name === 'circle') as Element;
    const [cx, cy, r] = [num(circle.attrs.cx), num(circle.attrs.cy), num(circle.attrs.r)];
    const onCircle = elements.filter((e) => e.name === 'circle' && e.attrs.r === '3.5').slice(1);
    for (const p of onCircle) expect(Math.hypot(num(p.attrs.cx) - cx, num(p.attrs.cy) - cy)).toBeCloseTo(r, 1);
    expect(texts(elements).map((t) => t.text)).toEqual(expect.arrayContaining(['140°', 'x', 'O', 'A', 'B', 'P']));
    expect(figure.alt.ko).toContain('중심이 O인 원 위에 점 A, B, P가 있습니다.');
    expect(figure.alt.en).toContain('∠AOB is marked 140°');
  });

  it('splits a strip graph in proportion, with each percent and name, and a hidden part as ?', () => {
    const parts = [
      { label: { ko: '봄', en: 'spring' }, percent: 35 },
      { label: { ko: '여름', en: 'summer' }, percent: 40 },
      { label: { ko: '가을', en: 'fall' }, percent: 20 },
      { label: { ko: '겨울', en: 'winter' }, percent: 5 },
    ];
    const figure = bandGraph({ parts, hidden: [1], title: { ko: '좋아하는 계절', en: 'Favorite seasons' } });
    const elements = expectSafe(figure);
    const rects = elements.filter((e) => e.name === 'rect' && e.attrs['data-value'] !== undefined);
    expect(rects.map((r) => num(r.attrs['data-value']))).toEqual([35, 40, 20, 5]);
    expect(rects.map((r) => num(r.attrs.width))).toEqual([105, 120, 60, 15]);
    expect(texts(elements).map((t) => t.text)).toEqual(
      expect.arrayContaining(['35%', '?', '20%', '5%', 'spring', 'winter']),
    );
    expect(figure.alt.ko).toContain('봄: 35%, 여름: 알 수 없음, 가을: 20%, 겨울: 5%');
    expect(figure.alt.en).toContain('summer: not shown');
    expect(() => bandGraph({ parts: parts.slice(1) })).toThrow(/add up to 100/);
  });

  it('sketches solids with their marked lengths', () => {
    const box = solid({
      kind: 'cuboid',
      width: 6,
      depth: 4,
      height: 5,
      labels: { width: '6 cm', depth: '4 cm', height: '5 cm' },
    });
    expect(texts(expectSafe(box)).map((t) => t.text)).toEqual(['6 cm', '4 cm', '5 cm']);
    expect(box.alt.ko).toBe('직육면체의 겨냥도입니다. 가로 6 cm, 세로 4 cm, 높이 5 cm.');
    for (const kind of ['cylinder', 'cone'] as const) {
      const figure = solid({ kind, radius: 3, height: 7, labels: { radius: '3 cm', height: '7 cm' } });
      expect(texts(expectSafe(figure)).map((t) => t.text)).toEqual(['3 cm', '7 cm']);
    }
    const prism = solid({ kind: 'prism', base: [6, 5, 5], height: 8, labels: { base: ['6 cm'], height: '8 cm' } });
    expect(texts(expectSafe(prism)).map((t) => t.text)).toEqual(['6 cm', '8 cm']);
  });
});

describe('coordinate planes', () => {
  it('draws a line through the right grid points and shades the half-plane above it', () => {
    const box = { x: [-5, 5] as [number, number], y: [-5, 5] as [number, number] };
    const figure = coordinatePlane({
      ...box,
      lines: [{ slope: 2, intercept: -1 }],
      points: [{ x: 1, y: 1, label: 'A' }],
      shade: halfPlane(2, -1, 'above', box),
    });
    const elements = expectSafe(figure);
    const tick = (label: string, axis: 'x' | 'y') =>
      texts(elements).find(
        (t) =>
          t.text === label && (axis === 'x' ? t.attrs['text-anchor'] === 'middle' : t.attrs['text-anchor'] === 'end'),
      );
    const x1 = tick('1', 'x') as Element;
    const x2 = tick('2', 'x') as Element;
    const y1 = tick('1', 'y') as Element;
    const y2 = tick('2', 'y') as Element;
    const ux = num(x2.attrs.x) - num(x1.attrs.x);
    const uy = num(y1.attrs.y) - num(y2.attrs.y);
    const toX = (px: number) => 1 + (px - num(x1.attrs.x)) / ux;
    const toY = (py: number) => 1 + (num(y1.attrs.y) - py) / uy;
    const drawn = elements.find((e) => e.attrs['data-line'] === '0') as Element;
    for (const [x, y] of [
      [drawn.attrs.x1, drawn.attrs.y1],
      [drawn.attrs.x2, drawn.attrs.y2],
    ]) {
      expect(toY(num(y))).toBeCloseTo(2 * toX(num(x)) - 1, 1);
    }
    const a = elements.find((e) => e.attrs['data-value'] === '1,1') as Element;
    expect([toX(num(a.attrs.cx)), toY(num(a.attrs.cy))].map((v) => Math.round(v * 100) / 100)).toEqual([1, 1]);
    expect(elements.some((e) => e.attrs['data-region'] === 'shade')).toBe(true);
    expect(figure.alt.en).toContain('a line through (-2, -5), (-1, -3), and (0, -1)');
  });

  it('keeps the shaded half-plane on the asked side', () => {
    const region = halfPlane(1, 0, 'below', { x: [0, 4], y: [0, 4] });
    for (const [x, y] of region) expect(y).toBeLessThanOrEqual(x + 1e-9);
    expect(region).toHaveLength(3);
  });

  it('draws a parabola through its vertex and says where the vertex is', () => {
    const figure = coordinatePlane({ x: [-4, 6], y: [-5, 7], parabolas: [{ a: 1, p: 1, q: -4 }] });
    const elements = expectSafe(figure);
    const curve = elements.find((e) => e.attrs['data-parabola'] === '0') as Element;
    const ys = (curve.attrs.points as string).split(' ').map((p) => Number(p.split(',')[1]));
    const lowest = Math.max(...ys);
    const tick = texts(elements).find((t) => t.text === '−4' && t.attrs['text-anchor'] === 'end') as Element;
    expect(lowest).toBeCloseTo(num(tick.attrs.y), 0);
    expect(figure.alt.ko).toContain('꼭짓점이 (1, -4)이고 아래로 볼록한 포물선');
  });
});

describe('statistics', () => {
  it('plots each point of a scatter plot and the fitted line', () => {
    const points: [number, number][] = [
      [1, 52],
      [3, 61],
      [6, 80],
    ];
    const figure = scatterPlot({
      points,
      x: { min: 0, max: 7, step: 1 },
      y: { min: 40, max: 90, step: 10 },
      xLabel: { ko: '공부 시간(시간)', en: 'Study time (hours)' },
      yLabel: { ko: '점수(점)', en: 'Score' },
      fit: { slope: 5, intercept: 47 },
    });
    const elements = expectSafe(figure);
    expect(elements.filter((e) => e.attrs['data-value']).map((e) => e.attrs['data-value'])).toEqual([
      '1,52',
      '3,61',
      '6,80',
    ]);
    expect(elements.some((e) => e.attrs['data-line'] === 'fit')).toBe(true);
    expect(figure.alt.en).toContain('(1, 52), (3, 61), and (6, 80)');
    expect(figure.alt.en).toContain('y = 5x + 47');
  });

  it('draws a box plot at its five numbers', () => {
    const figure = boxPlot({ axis: { min: 40, max: 100, step: 10 }, boxes: [{ five: [45, 60, 70, 80, 95] }] });
    const elements = expectSafe(figure);
    const at = (label: string) => num((texts(elements).find((t) => t.text === label) as Element).attrs.x);
    const per = (at('100') - at('40')) / 60;
    const box = elements.find((e) => e.attrs['data-five']) as Element;
    expect(Math.round((num(box.attrs.x) - at('40')) / per) + 40).toBe(60);
    expect(Math.round(num(box.attrs.width) / per)).toBe(20);
    expect(figure.alt.ko).toContain('최솟값 45, 제1사분위수 60, 중앙값 70, 제3사분위수 80, 최댓값 95');
  });

  it('draws a histogram with one bar per class at its frequency', () => {
    const figure = histogram({
      start: 140,
      width: 5,
      counts: [2, 5, 0, 3],
      y: { min: 0, max: 6, step: 1 },
      xLabel: { ko: '키(cm)', en: 'Height (cm)' },
      yLabel: { ko: '(명)', en: '(students)' },
    });
    const elements = expectSafe(figure);
    const zero = texts(elements).find((t) => t.text === '0') as Element;
    const six = texts(elements).find((t) => t.text === '6') as Element;
    const per = (num(zero.attrs.y) - num(six.attrs.y)) / 6;
    const bars = elements.filter((e) => e.name === 'rect' && e.attrs['data-value']);
    expect(bars.map((b) => Math.round(num(b.attrs.height) / per))).toEqual([2, 5, 3]);
    expect(texts(elements).map((t) => t.text)).toEqual(expect.arrayContaining(['140', '145', '150', '155', '160']));
    expect(figure.alt.ko).toContain('150 이상 155 미만: 0');
  });
});
