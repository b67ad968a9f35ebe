// Figures drawn from a problem's own parameters: plain, self-contained SVG (no scripts, no external references) with
// a text alternative in both languages, so the drawing can never disagree with the numbers in the stem.
import type { Figure, GeneratedProblem, Localized } from '../lib/types.js';
import { josa, withJosa } from './korean.js';
import { num, type Q } from './numbers.js';

export type { Figure };

/**
 * Every figure is 360 units wide: shown at most 480 px wide and at least about 358 px (a 390 px phone), so the 16-unit
 * text is never smaller than 15.9 px and the smallest (15) never below 14 px.
 */
export const FIGURE_WIDTH = 360;
export const FIGURE_FONT = 16;
const SMALL = 15;

/** Colours that read on the figure's own white card in light and dark themes alike (contrast ≥ 4.5:1 for text). */
export const FIGURE_COLORS = {
  ink: '#1f2933',
  muted: '#52606d',
  grid: '#d5dde5',
  accent: '#1d4ed8',
  accentFill: '#bfdbfe',
  second: '#b42318',
  paper: '#ffffff',
} as const;
const C = FIGURE_COLORS;

/** A label: the same in both languages (numbers, letters), or one per language (words). */
export type FigureText = string | Localized;
type Lang = 'ko' | 'en';

const textIn = (t: FigureText, lang: Lang): string => (typeof t === 'string' ? t : t[lang]);

/** A number as it is printed in a figure: 1,870, −3, 0.25 (a true minus sign; never a raw float). */
export function figNum(x: number | Q): string {
  return num(x).replace(/\{,\}/g, ',').replace(/^-/, '−');
}

/** A number as a screen reader should say it (the hyphen-minus, no grouping braces). */
const sayNum = (x: number | Q): string => num(x).replace(/\{,\}/g, ',');

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Coordinates with at most two decimals (drawing only; never shown as text). */
const r2 = (x: number): string => String(Math.round(x * 100) / 100);

function text(
  x: number,
  y: number,
  content: string,
  o: {
    anchor?: 'start' | 'middle' | 'end';
    size?: number;
    fill?: string;
    italic?: boolean;
    bold?: boolean;
    /** A white outline under the letters, so a label stays legible where it crosses a line. */
    halo?: boolean;
  } = {},
): string {
  const attrs = [
    `x="${r2(x)}"`,
    `y="${r2(y)}"`,
    `text-anchor="${o.anchor ?? 'middle'}"`,
    'dominant-baseline="central"',
    `font-size="${o.size ?? FIGURE_FONT}"`,
    `fill="${o.fill ?? C.ink}"`,
  ];
  if (o.italic) attrs.push('font-style="italic"');
  if (o.bold) attrs.push('font-weight="bold"');
  if (o.halo) attrs.push(`stroke="${C.paper}" stroke-width="4" stroke-linejoin="round" paint-order="stroke"`);
  return `<text ${attrs.join(' ')}>${esc(content)}</text>`;
}

function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  o: { stroke?: string; width?: number; dash?: boolean } = {},
) {
  const dash = o.dash ? ' stroke-dasharray="6 5"' : '';
  return `<line x1="${r2(x1)}" y1="${r2(y1)}" x2="${r2(x2)}" y2="${r2(y2)}" stroke="${o.stroke ?? C.ink}" stroke-width="${o.width ?? 2}"${dash}/>`;
}

function dot(x: number, y: number, o: { open?: boolean; r?: number; fill?: string; value?: string } = {}): string {
  const fill = o.open ? C.paper : (o.fill ?? C.ink);
  const data = o.value === undefined ? '' : ` data-value="${esc(o.value)}"`;
  return `<circle cx="${r2(x)}" cy="${r2(y)}" r="${o.r ?? 5}" fill="${fill}" stroke="${o.fill ?? C.ink}" stroke-width="2"${data}/>`;
}

const arrowHead = (x: number, y: number, angle: number, color: string = C.ink): string => {
  const a = (angle * Math.PI) / 180;
  const p = (da: number) => `${r2(x - 11 * Math.cos(a + da))},${r2(y - 11 * Math.sin(a + da))}`;
  return `<polygon points="${r2(x)},${r2(y)} ${p(0.4)} ${p(-0.4)}" fill="${color}"/>`;
};

/** The document: a white card with a viewBox, so it scales to its container and reads the same in every theme. */
function doc(height: number, body: string): string {
  const h = Math.round(height);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${FIGURE_WIDTH} ${h}" width="${FIGURE_WIDTH}" height="${h}" ` +
    `font-family="system-ui, 'Noto Sans KR', 'Apple SD Gothic Neo', sans-serif" font-size="${FIGURE_FONT}">` +
    `<rect width="${FIGURE_WIDTH}" height="${h}" rx="8" fill="${C.paper}"/>${body}</svg>`
  );
}

/** One drawing when both languages draw alike, else one per language. */
function build(render: (lang: Lang) => string, alt: Localized): Figure {
  const ko = render('ko');
  const en = render('en');
  return { svg: ko === en ? ko : { ko, en }, alt };
}

/** The problem with its figure: `withFigure(multiple(rng, …), clock({ hour: 3, minute: 20 }))`. */
export function withFigure(problem: GeneratedProblem, figure: Figure): GeneratedProblem {
  return { ...problem, figure };
}

/** The drawing in one language. */
export const figureSvg = (figure: Figure, lang: Lang): string =>
  typeof figure.svg === 'string' ? figure.svg : figure.svg[lang];

const approxWidth = (s: string, size: number): number =>
  [...s].reduce((w, ch) => w + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(ch) ? size : size * 0.6), 0);

const listKo = (items: string[]): string => items.join(', ');
const listEn = (items: string[]): string =>
  items.length <= 2 ? items.join(' and ') : `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;

// ---------------------------------------------------------------------------------------------------------------
// Number lines

export interface NumberLinePoint {
  value: number;
  /** A letter above the point (A, P); none draws the dot alone. */
  label?: string;
  /** An open (hollow) dot, for a value that is not included. */
  open?: boolean;
}

export interface NumberLineInterval {
  /** Left end; absent for a ray to the left. */
  from?: number;
  /** Right end; absent for a ray to the right. */
  to?: number;
  fromOpen?: boolean;
  toOpen?: boolean;
}

export interface NumberLineOptions {
  min: number;
  max: number;
  /** Tick spacing (1 by default). */
  step?: number;
  /** Numbers under every k-th tick (1: every tick); ticks without a number are still drawn. */
  labelEvery?: number;
  /** Ticks whose number is hidden (the value a problem asks for). */
  hide?: number[];
  points?: NumberLinePoint[];
  intervals?: NumberLineInterval[];
}

const NL_LEFT = 30;
const NL_RIGHT = 330;

export function numberLine(o: NumberLineOptions): Figure {
  const step = o.step ?? 1;
  const ticks = Math.round((o.max - o.min) / step);
  if (ticks < 1 || ticks > 24) throw new Error(`a number line needs 1-24 tick spaces, not ${ticks}`);
  const points = o.points ?? [];
  const intervals = o.intervals ?? [];
  const axisY = 40 + intervals.length * 26 + (points.some((p) => p.label) ? 10 : 0);
  const height = axisY + 44;
  const xOf = (v: number) => NL_LEFT + 14 + ((v - o.min) / (o.max - o.min)) * (NL_RIGHT - NL_LEFT - 28);
  const widest = Math.max(...[o.min, o.max].map((v) => approxWidth(figNum(v), SMALL)));
  const spacing = (NL_RIGHT - NL_LEFT - 28) / ticks;
  const every = Math.max(o.labelEvery ?? 1, Math.ceil((widest + 4) / spacing));
  const parts: string[] = [line(NL_LEFT - 12, axisY, NL_RIGHT + 12, axisY), arrowHead(NL_RIGHT + 14, axisY, 0)];
  parts.push(arrowHead(NL_LEFT - 14, axisY, 180));
  for (let i = 0; i <= ticks; i++) {
    const v = o.min + i * step;
    const x = xOf(v);
    parts.push(line(x, axisY - 7, x, axisY + 7, { width: 1.5 }));
    const hidden = o.hide?.some((h) => Math.abs(h - v) < 1e-9);
    if (i % every === 0 && !hidden) parts.push(text(x, axisY + 22, figNum(round6(v)), { size: SMALL }));
  }
  intervals.forEach((iv, k) => {
    const y = axisY - 24 - k * 26;
    const x1 = iv.from === undefined ? NL_LEFT - 10 : xOf(iv.from);
    const x2 = iv.to === undefined ? NL_RIGHT + 10 : xOf(iv.to);
    parts.push(line(x1, y, x2, y, { stroke: C.accent, width: 4 }));
    if (iv.from === undefined) parts.push(arrowHead(x1 - 4, y, 180, C.accent));
    else {
      parts.push(line(x1, y, x1, axisY, { stroke: C.accent, width: 1.5, dash: true }));
      parts.push(dot(x1, y, { open: iv.fromOpen, fill: C.accent, r: 6, value: String(iv.from) }));
    }
    if (iv.to === undefined) parts.push(arrowHead(x2 + 4, y, 0, C.accent));
    else {
      parts.push(line(x2, y, x2, axisY, { stroke: C.accent, width: 1.5, dash: true }));
      parts.push(dot(x2, y, { open: iv.toOpen, fill: C.accent, r: 6, value: String(iv.to) }));
    }
  });
  for (const p of points) {
    const x = xOf(p.value);
    parts.push(dot(x, axisY, { open: p.open, fill: C.accent, r: 6, value: String(p.value) }));
    if (p.label) parts.push(text(x, axisY - 20, p.label, { italic: false, bold: true, fill: C.accent }));
  }
  const ko: string[] = [
    `${figNumSay(o.min)}부터 ${figNumSay(o.max)}까지 ${sayNum(step)} 간격으로 눈금이 있는 수직선입니다.`,
  ];
  const en: string[] = [`A number line from ${sayNum(o.min)} to ${sayNum(o.max)} with a tick every ${sayNum(step)}.`];
  for (const p of points) {
    const name = p.label ? `점 ${p.label}` : '점';
    ko.push(`${withJosa(name, '은/는')} ${sayNum(p.value)}에 있습니다${p.open ? '(속이 빈 점)' : ''}.`);
    en.push(`${p.label ? `Point ${p.label}` : 'A point'} is at ${sayNum(p.value)}${p.open ? ' (an open dot)' : ''}.`);
  }
  for (const iv of intervals) {
    const endKo = (v: number | undefined, open: boolean | undefined) =>
      v === undefined ? '' : `${sayNum(v)}(${open ? '속이 빈 점' : '속이 찬 점'})`;
    if (iv.from !== undefined && iv.to !== undefined) {
      ko.push(`${endKo(iv.from, iv.fromOpen)}에서 ${endKo(iv.to, iv.toOpen)}까지 굵은 선이 그어져 있습니다.`);
      en.push(
        `A thick segment runs from ${sayNum(iv.from)} (${iv.fromOpen ? 'open' : 'closed'} dot) to ${sayNum(iv.to)} (${iv.toOpen ? 'open' : 'closed'} dot).`,
      );
    } else if (iv.from !== undefined) {
      ko.push(`${endKo(iv.from, iv.fromOpen)}에서 오른쪽으로 굵은 화살표가 그어져 있습니다.`);
      en.push(`A thick arrow starts at ${sayNum(iv.from)} (${iv.fromOpen ? 'open' : 'closed'} dot) and points right.`);
    } else if (iv.to !== undefined) {
      ko.push(`${endKo(iv.to, iv.toOpen)}에서 왼쪽으로 굵은 화살표가 그어져 있습니다.`);
      en.push(`A thick arrow starts at ${sayNum(iv.to)} (${iv.toOpen ? 'open' : 'closed'} dot) and points left.`);
    }
  }
  return build(() => doc(height, parts.join('')), { ko: ko.join(' '), en: en.join(' ') });
}

const round6 = (v: number): number => Math.round(v * 1e6) / 1e6;
const figNumSay = (v: number): string => sayNum(round6(v));

// ---------------------------------------------------------------------------------------------------------------
// Charts on axes (bar graphs, histograms, scatter plots, box plots share one frame)

interface Axis {
  min: number;
  max: number;
  step: number;
}

function axisValues(a: Axis): number[] {
  const n = Math.round((a.max - a.min) / a.step);
  if (n < 1 || n > 30) throw new Error(`an axis needs 1-30 steps, not ${n}`);
  return Array.from({ length: n + 1 }, (_, i) => round6(a.min + i * a.step));
}

const scale = (a: Axis, from: number, to: number) => (v: number) =>
  from + ((v - a.min) / (a.max - a.min)) * (to - from);

interface Frame {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Horizontal grid lines with their numbers on the left, and the axis title above them. */
function yGrid(f: Frame, a: Axis, title: string, labelEvery = 1): string {
  const y = scale(a, f.bottom, f.top);
  const out: string[] = [];
  axisValues(a).forEach((v, i) => {
    out.push(line(f.left, y(v), f.right, y(v), { stroke: i === 0 ? C.ink : C.grid, width: i === 0 ? 2 : 1 }));
    if (i % labelEvery === 0) out.push(text(f.left - 6, y(v), figNum(v), { anchor: 'end', size: SMALL }));
  });
  if (title) out.push(text(f.left - 6, f.top - 20, title, { anchor: 'start', size: SMALL, fill: C.muted }));
  out.push(line(f.left, f.bottom, f.left, f.top, { width: 2 }));
  return out.join('');
}

function xGrid(f: Frame, a: Axis, title: string, labelEvery = 1, grid = true): string {
  const x = scale(a, f.left, f.right);
  const out: string[] = [];
  axisValues(a).forEach((v, i) => {
    if (grid && i > 0) out.push(line(x(v), f.bottom, x(v), f.top, { stroke: C.grid, width: 1 }));
    out.push(line(x(v), f.bottom, x(v), f.bottom + 5, { width: 1.5 }));
    if (i % labelEvery === 0) out.push(text(x(v), f.bottom + 18, figNum(v), { size: SMALL }));
  });
  if (title) out.push(text(f.right, f.bottom + 40, title, { anchor: 'end', size: SMALL, fill: C.muted }));
  return out.join('');
}

function leftMargin(a: Axis): number {
  return 14 + Math.max(...axisValues(a).map((v) => approxWidth(figNum(v), SMALL)));
}

// Bar graphs ---------------------------------------------------------------------------------------------------

export interface BarGraphOptions {
  categories: FigureText[];
  values: number[];
  /** The value axis (0 to max in steps); values must lie on it. */
  axis: Axis;
  /** What the values count, shown above the axis: '(명)', '(people)'. */
  unit?: FigureText;
  /** The graph's title, above it. */
  title?: FigureText;
  /** Bars whose value is hidden (the one a problem asks for) are drawn as a dashed outline with '?'. */
  hidden?: number[];
  /** Numbers on every k-th grid line. */
  labelEvery?: number;
}

export function barGraph(o: BarGraphOptions): Figure {
  if (o.categories.length !== o.values.length) throw new Error('one value per category');
  const left = leftMargin(o.axis);
  const f: Frame = { left, right: 344, top: o.title ? 78 : 48, bottom: 0 };
  f.bottom = f.top + 190;
  const height = f.bottom + 40;
  const y = scale(o.axis, f.bottom, f.top);
  const slot = (f.right - f.left) / o.values.length;
  for (const c of o.categories) {
    for (const lang of ['ko', 'en'] as const) {
      if (approxWidth(textIn(c, lang), SMALL) > slot - 4) throw new Error(`'${textIn(c, lang)}' is wider than its bar`);
    }
  }
  const render = (lang: Lang) => {
    const parts: string[] = [];
    if (o.title) parts.push(text(FIGURE_WIDTH / 2, 22, textIn(o.title, lang), { bold: true }));
    parts.push(yGrid(f, o.axis, o.unit ? textIn(o.unit, lang) : '', o.labelEvery));
    o.values.forEach((v, i) => {
      const x = f.left + slot * i + slot * 0.2;
      const w = slot * 0.6;
      const hidden = o.hidden?.includes(i);
      const fill = hidden ? 'none' : C.accent;
      const dash = hidden ? ' stroke-dasharray="6 5"' : '';
      if (hidden) {
        parts.push(text(x + w / 2, f.bottom - 20, '?', { bold: true, fill: C.accent, size: 22 }));
      } else {
        parts.push(
          `<rect x="${r2(x)}" y="${r2(y(v))}" width="${r2(w)}" height="${r2(f.bottom - y(v))}" fill="${fill}" stroke="${C.accent}" stroke-width="2"${dash} data-value="${v}"/>`,
        );
      }
      parts.push(text(x + w / 2, f.bottom + 20, textIn(o.categories[i] as FigureText, lang), { size: SMALL }));
    });
    return doc(height, parts.join(''));
  };
  const names = (lang: Lang) => o.categories.map((c) => textIn(c, lang));
  const ko = o.values.map((v, i) =>
    o.hidden?.includes(i) ? `${names('ko')[i]}: 알 수 없음` : `${names('ko')[i]}: ${sayNum(v)}`,
  );
  const en = o.values.map((v, i) =>
    o.hidden?.includes(i) ? `${names('en')[i]}: not shown` : `${names('en')[i]}: ${sayNum(v)}`,
  );
  const unitKo = o.unit ? ` 단위 ${textIn(o.unit, 'ko')}.` : '';
  const unitEn = o.unit ? ` Unit ${textIn(o.unit, 'en')}.` : '';
  const titleKo = o.title ? `「${textIn(o.title, 'ko')}」 ` : '';
  const titleEn = o.title ? `"${textIn(o.title, 'en')}": ` : '';
  return build(render, {
    ko: `${titleKo}막대그래프입니다. 세로 눈금은 ${sayNum(o.axis.min)}부터 ${sayNum(o.axis.max)}까지 ${sayNum(o.axis.step)}씩입니다.${unitKo} ${listKo(ko)}.`,
    en: `${titleEn}a bar graph with a scale from ${sayNum(o.axis.min)} to ${sayNum(o.axis.max)} in steps of ${sayNum(o.axis.step)}.${unitEn} ${listEn(en)}.`,
  });
}

// Strip graphs (띠그래프) -------------------------------------------------------------------------------------------

export interface BandGraphOptions {
  /** The parts from left to right, each a whole-number percent; they add up to 100. */
  parts: { label: FigureText; percent: number }[];
  /** Parts whose percent is hidden (the one a problem asks for): '?' instead of the number. */
  hidden?: number[];
  title?: FigureText;
}

/**
 * A strip graph: a band 300 wide split into the parts in proportion, each with its percent inside (above it when the
 * part is narrow) and its name below, both staggered on two rows so neighbours never overlap, over a 0-100 scale.
 */
export function bandGraph(o: BandGraphOptions): Figure {
  if (o.parts.reduce((sum, p) => sum + p.percent, 0) !== 100)
    throw new Error('the parts of a strip graph add up to 100');
  const [left, width] = [30, 300];
  const top = o.title ? 70 : 44;
  const bottom = top + 48;
  const render = (lang: Lang) => {
    const out: string[] = [];
    if (o.title) out.push(text(FIGURE_WIDTH / 2, 22, textIn(o.title, lang), { bold: true }));
    let x = left;
    o.parts.forEach((part, i) => {
      const w = (part.percent / 100) * width;
      const shown = o.hidden?.includes(i) ? '?' : `${part.percent}%`;
      out.push(
        `<rect x="${r2(x)}" y="${top}" width="${r2(w)}" height="${bottom - top}" fill="${i % 2 === 0 ? C.accentFill : C.paper}" stroke="${C.ink}" stroke-width="2" data-value="${part.percent}"/>`,
      );
      const mid = x + w / 2;
      const fits = approxWidth(shown, SMALL) <= w - 4;
      out.push(
        text(mid, fits ? (top + bottom) / 2 : top - 12 - (i % 2) * 18, shown, { size: SMALL, bold: shown === '?' }),
      );
      out.push(text(mid, bottom + 18 + (i % 2) * 20, textIn(part.label, lang), { size: SMALL }));
      x += w;
    });
    const scaleY = bottom + 62;
    out.push(line(left, scaleY, left + width, scaleY, { width: 1.5 }));
    for (let v = 0; v <= 100; v += 10) {
      const sx = left + (v / 100) * width;
      out.push(line(sx, scaleY, sx, scaleY + 5, { width: 1.5 }));
      if (v % 50 === 0) out.push(text(sx, scaleY + 18, String(v), { size: SMALL, fill: C.muted }));
    }
    return doc(scaleY + 34, out.join(''));
  };
  const said = (lang: Lang) =>
    o.parts.map((part, i) =>
      o.hidden?.includes(i)
        ? `${textIn(part.label, lang)}: ${lang === 'ko' ? '알 수 없음' : 'not shown'}`
        : `${textIn(part.label, lang)}: ${part.percent}%`,
    );
  const titleKo = o.title ? `「${textIn(o.title, 'ko')}」 ` : '';
  const titleEn = o.title ? `"${textIn(o.title, 'en')}": ` : '';
  return build(render, {
    ko: `${titleKo}띠그래프입니다. 전체 길이는 100%입니다. ${listKo(said('ko'))}.`,
    en: `${titleEn}a strip graph; the whole strip is 100%. ${listEn(said('en'))}.`,
  });
}

// Picture graphs -----------------------------------------------------------------------------------------------

export interface PictureGraphOptions {
  rows: { label: FigureText; value: number }[];
  /** What one big picture stands for (10), and one small picture (1). */
  big: number;
  small: number;
  /** The counted thing's unit word: '명', 'people'. */
  unit: Localized;
  /** The English word for one of them ('tree' for 'trees'), for a legend of 1. */
  unitOne?: string;
  title?: FigureText;
  /** Rows whose pictures are not drawn (the value a problem asks for): a '?' instead. */
  hidden?: number[];
}

export function pictureGraph(o: PictureGraphOptions): Figure {
  for (const row of o.rows) {
    if (row.value % o.small !== 0) throw new Error(`${row.value} is not a whole number of small pictures`);
    const pictures = Math.floor(row.value / o.big) + (row.value % o.big) / o.small;
    if (Math.floor(row.value / o.big) > 6 || (row.value % o.big) / o.small > 9 || pictures > 12) {
      throw new Error(`${row.value} needs too many pictures`);
    }
  }
  const top = o.title ? 40 : 12;
  const rowH = 40;
  const longest = Math.max(
    ...o.rows.flatMap((row) => (['ko', 'en'] as const).map((lang) => approxWidth(textIn(row.label, lang), SMALL))),
  );
  const labelW = Math.max(70, Math.ceil(longest) + 20);
  for (const row of o.rows) {
    const icons = Math.floor(row.value / o.big) * 30 + ((row.value % o.big) / o.small) * 18;
    if (12 + labelW + 16 + icons > 348) throw new Error(`${row.value} needs more pictures than a row holds`);
  }
  const height = top + o.rows.length * rowH + 46;
  const render = (lang: Lang) => {
    const parts: string[] = [];
    if (o.title) parts.push(text(FIGURE_WIDTH / 2, 22, textIn(o.title, lang), { bold: true }));
    o.rows.forEach((row, i) => {
      const y = top + i * rowH;
      parts.push(
        `<rect x="12" y="${y}" width="336" height="${rowH}" fill="none" stroke="${C.muted}" stroke-width="1"/>`,
      );
      parts.push(line(12 + labelW, y, 12 + labelW, y + rowH, { stroke: C.muted, width: 1 }));
      parts.push(text(12 + labelW / 2, y + rowH / 2, textIn(row.label, lang), { size: SMALL }));
      let x = 12 + labelW + 16;
      if (o.hidden?.includes(i)) {
        parts.push(text(x + 4, y + rowH / 2, '?', { bold: true, fill: C.accent, size: 22 }));
        return;
      }
      const bigs = Math.floor(row.value / o.big);
      const smalls = (row.value % o.big) / o.small;
      for (let k = 0; k < bigs; k++) {
        parts.push(`<circle cx="${x + 2}" cy="${y + rowH / 2}" r="13" fill="${C.accent}" data-value="${o.big}"/>`);
        x += 30;
      }
      for (let k = 0; k < smalls; k++) {
        parts.push(
          `<circle cx="${x - 4}" cy="${y + rowH / 2}" r="7" fill="${C.accentFill}" stroke="${C.accent}" stroke-width="2" data-value="${o.small}"/>`,
        );
        x += 18;
      }
    });
    const ly = top + o.rows.length * rowH + 24;
    parts.push(`<circle cx="40" cy="${ly}" r="13" fill="${C.accent}"/>`);
    parts.push(
      text(60, ly, `${figNum(o.big)}${lang === 'ko' ? o.unit.ko : ` ${o.unit.en}`}`, { anchor: 'start', size: SMALL }),
    );
    parts.push(`<circle cx="170" cy="${ly}" r="7" fill="${C.accentFill}" stroke="${C.accent}" stroke-width="2"/>`);
    parts.push(
      text(
        184,
        ly,
        `${figNum(o.small)}${lang === 'ko' ? o.unit.ko : ` ${o.small === 1 ? (o.unitOne ?? o.unit.en) : o.unit.en}`}`,
        {
          anchor: 'start',
          size: SMALL,
        },
      ),
    );
    return doc(height, parts.join(''));
  };
  const rowsKo = o.rows.map((row, i) => {
    if (o.hidden?.includes(i)) return `${textIn(row.label, 'ko')}: 그려져 있지 않음`;
    const b = Math.floor(row.value / o.big);
    const s = (row.value % o.big) / o.small;
    return `${textIn(row.label, 'ko')}: 큰 그림 ${b}개, 작은 그림 ${s}개`;
  });
  const rowsEn = o.rows.map((row, i) => {
    if (o.hidden?.includes(i)) return `${textIn(row.label, 'en')}: not drawn`;
    const b = Math.floor(row.value / o.big);
    const s = (row.value % o.big) / o.small;
    return `${textIn(row.label, 'en')}: ${b} big and ${s} small`;
  });
  return build(render, {
    ko: `그림그래프입니다. 큰 그림은 ${sayNum(o.big)}${o.unit.ko}, 작은 그림은 ${withJosa(`${sayNum(o.small)}${o.unit.ko}`, '을/를')} 나타냅니다. ${listKo(rowsKo)}.`,
    en: `A picture graph: a big picture stands for ${sayNum(o.big)} ${o.unit.en} and a small one for ${sayNum(o.small)}. ${listEn(rowsEn)}.`,
  });
}

// Clocks -------------------------------------------------------------------------------------------------------

export interface ClockOptions {
  hour: number;
  minute: number;
}

export function clock(o: ClockOptions): Figure {
  if (!Number.isInteger(o.hour) || !Number.isInteger(o.minute) || o.minute < 0 || o.minute > 59) {
    throw new Error(`no clock reads ${o.hour}:${o.minute}`);
  }
  const cx = 180;
  const cy = 150;
  const R = 132;
  const parts: string[] = [
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="${C.paper}" stroke="${C.ink}" stroke-width="4"/>`,
  ];
  for (let k = 0; k < 60; k++) {
    const a = (k * 6 * Math.PI) / 180;
    const inner = k % 5 === 0 ? R - 14 : R - 7;
    parts.push(
      line(cx + inner * Math.sin(a), cy - inner * Math.cos(a), cx + (R - 2) * Math.sin(a), cy - (R - 2) * Math.cos(a), {
        width: k % 5 === 0 ? 3 : 1.5,
      }),
    );
  }
  for (let h = 1; h <= 12; h++) {
    const a = (h * 30 * Math.PI) / 180;
    parts.push(text(cx + (R - 34) * Math.sin(a), cy - (R - 34) * Math.cos(a), String(h), { size: 22 }));
  }
  const hourAngle = ((o.hour % 12) + o.minute / 60) * 30;
  const minuteAngle = o.minute * 6;
  const hand = (deg: number, length: number, width: number, color: string, name: string) => {
    const a = (deg * Math.PI) / 180;
    return `<line x1="${cx}" y1="${cy}" x2="${r2(cx + length * Math.sin(a))}" y2="${r2(cy - length * Math.cos(a))}" stroke="${color}" stroke-width="${width}" stroke-linecap="round" data-hand="${name}"/>`;
  };
  parts.push(hand(hourAngle, 70, 8, C.ink, 'hour'));
  parts.push(hand(minuteAngle, 108, 5, C.accent, 'minute'));
  parts.push(`<circle cx="${cx}" cy="${cy}" r="7" fill="${C.ink}"/>`);
  const h12 = o.hour % 12 === 0 ? 12 : o.hour % 12;
  const next = (h12 % 12) + 1;
  const hourKo =
    o.minute === 0 ? `${withJosa(h12, '을/를')} 가리키고` : `${withJosa(h12, '과/와')} ${next} 사이를 가리키고`;
  const hourEn = o.minute === 0 ? `points at ${h12}` : `is between ${h12} and ${next}`;
  const mark = Math.floor(o.minute / 5) === 0 ? 12 : Math.floor(o.minute / 5);
  const past = o.minute % 5;
  const minKo =
    past === 0 ? `${withJosa(mark, '을/를')} 가리킵니다` : `${mark}에서 작은 눈금 ${past}칸 더 간 곳을 가리킵니다`;
  const minEn = past === 0 ? `points at ${mark}` : `points ${past} small ${past === 1 ? 'mark' : 'marks'} past ${mark}`;
  return build(() => doc(300, parts.join('')), {
    ko: `시계입니다. 짧은바늘은 ${hourKo}, 긴바늘은 ${minKo}.`,
    en: `A clock. The short (hour) hand ${hourEn}, and the long (minute) hand ${minEn}.`,
  });
}

// Plane shapes -------------------------------------------------------------------------------------------------

export type Pt = readonly [x: number, y: number];

export interface ShapeSide {
  /** The side from vertex i to vertex i+1 (the last to the first). */
  i: number;
  label?: string;
  /** Equal-length marks (1-3 short strokes). */
  ticks?: number;
}

export interface ShapeAngle {
  /** The angle at vertex i, between the sides to its neighbours (or `from`/`to`, indices of any points). */
  i: number;
  from?: number;
  to?: number;
  label?: string;
  right?: boolean;
}

export interface ShapeSegment {
  from: number;
  to: number;
  dashed?: boolean;
  label?: string;
}

export interface PlaneShapeOptions {
  /** Vertices in order, in math coordinates (y up); drawn to scale. */
  vertices: Pt[];
  /** A letter at each vertex (A, B, C). */
  labels?: string[];
  sides?: ShapeSide[];
  angles?: ShapeAngle[];
  /** Extra points (a foot of a height, a midpoint), indexed after the vertices. */
  extra?: { at: Pt; label?: string }[];
  /** Extra segments between any points (diagonals, heights). */
  segments?: ShapeSegment[];
  /** What the shape is, for the text alternative: '삼각형 ABC' / 'triangle ABC'. */
  name: Localized;
}

/** A triangle with sides a = BC, b = CA, c = AB, placed with B at the origin and C on the x-axis. */
export function triangleFromSides(a: number, b: number, c: number): [Pt, Pt, Pt] {
  if (a + b <= c || a + c <= b || b + c <= a) throw new Error(`no triangle has sides ${a}, ${b}, ${c}`);
  const x = (a * a + c * c - b * b) / (2 * a);
  return [
    [x, Math.sqrt(c * c - x * x)],
    [0, 0],
    [a, 0],
  ];
}

/** A triangle ABC with the angles at B and C in degrees, B at the origin and C at (1, 0). */
export function triangleFromAngles(b: number, c: number): [Pt, Pt, Pt] {
  if (b <= 0 || c <= 0 || b + c >= 180) throw new Error(`no triangle has angles ${b}° and ${c}°`);
  const tb = Math.tan((b * Math.PI) / 180);
  const tc = Math.tan((c * Math.PI) / 180);
  const x = tc / (tb + tc);
  return [
    [x, x * tb],
    [0, 0],
    [1, 0],
  ];
}

interface Fit {
  map: (p: Pt) => [number, number];
  height: number;
}

/** Maps math coordinates into the 360-wide card with room for labels, keeping the aspect ratio. */
function fit(points: readonly Pt[], pad = 46, maxHeight = 300): Fit {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const w = Math.max(x1 - x0, 1e-9);
  const h = Math.max(y1 - y0, 1e-9);
  const k = Math.min((FIGURE_WIDTH - 2 * pad) / w, (maxHeight - 2 * pad) / h);
  const height = h * k + 2 * pad;
  const offX = (FIGURE_WIDTH - w * k) / 2;
  return { map: (p) => [offX + (p[0] - x0) * k, pad + (y1 - p[1]) * k], height };
}

function angleMark(
  v: [number, number],
  p: [number, number],
  q: [number, number],
  o: { right?: boolean; label?: string; color?: string },
) {
  const a1 = Math.atan2(p[1] - v[1], p[0] - v[0]);
  let a2 = Math.atan2(q[1] - v[1], q[0] - v[0]);
  let d = a2 - a1;
  while (d <= -Math.PI) d += 2 * Math.PI;
  while (d > Math.PI) d -= 2 * Math.PI;
  a2 = a1 + d;
  const mid = a1 + d / 2;
  const color = o.color ?? C.second;
  const out: string[] = [];
  if (o.right) {
    const s = 13;
    const u = [Math.cos(a1) * s, Math.sin(a1) * s];
    const w = [Math.cos(a2) * s, Math.sin(a2) * s];
    out.push(
      `<polyline points="${r2(v[0] + u[0]!)},${r2(v[1] + u[1]!)} ${r2(v[0] + u[0]! + w[0]!)},${r2(v[1] + u[1]! + w[1]!)} ${r2(v[0] + w[0]!)},${r2(v[1] + w[1]!)}" fill="none" stroke="${color}" stroke-width="2"/>`,
    );
  } else {
    const rr = 22;
    const sweep = d > 0 ? 1 : 0;
    out.push(
      `<path d="M ${r2(v[0] + rr * Math.cos(a1))} ${r2(v[1] + rr * Math.sin(a1))} A ${rr} ${rr} 0 0 ${sweep} ${r2(v[0] + rr * Math.cos(a2))} ${r2(v[1] + rr * Math.sin(a2))}" fill="none" stroke="${color}" stroke-width="2"/>`,
    );
  }
  if (o.label) {
    const dist = Math.abs(d) < 0.9 ? 46 : 38;
    out.push(
      text(v[0] + dist * Math.cos(mid), v[1] + dist * Math.sin(mid), o.label, { fill: color, size: SMALL, halo: true }),
    );
  }
  return out.join('');
}

function sideLabel(p: [number, number], q: [number, number], center: [number, number], label: string): string {
  const mx = (p[0] + q[0]) / 2;
  const my = (p[1] + q[1]) / 2;
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const len = Math.hypot(dx, dy) || 1;
  let nx = -dy / len;
  let ny = dx / len;
  if ((mx - center[0]) * nx + (my - center[1]) * ny < 0) [nx, ny] = [-nx, -ny];
  const off = 14 + approxWidth(label, SMALL) * Math.abs(nx) * 0.55 + 9 * Math.abs(ny);
  return text(mx + nx * off, my + ny * off, label, { size: SMALL, halo: true });
}

function tickMarks(p: [number, number], q: [number, number], n: number): string {
  const mx = (p[0] + q[0]) / 2;
  const my = (p[1] + q[1]) / 2;
  const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
  const ux = (q[0] - p[0]) / len;
  const uy = (q[1] - p[1]) / len;
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    const t = (k - (n - 1) / 2) * 6;
    const cx = mx + ux * t;
    const cy = my + uy * t;
    out.push(line(cx - uy * 7, cy + ux * 7, cx + uy * 7, cy - ux * 7, { width: 2 }));
  }
  return out.join('');
}

export function planeShape(o: PlaneShapeOptions): Figure {
  const all: Pt[] = [...o.vertices, ...(o.extra ?? []).map((e) => e.at)];
  const f = fit(all);
  const P = all.map(f.map);
  const n = o.vertices.length;
  const center: [number, number] = [
    P.slice(0, n).reduce((s, p) => s + p[0], 0) / n,
    P.slice(0, n).reduce((s, p) => s + p[1], 0) / n,
  ];
  const parts: string[] = [
    `<polygon points="${P.slice(0, n)
      .map((p) => `${r2(p[0])},${r2(p[1])}`)
      .join(
        ' ',
      )}" fill="${C.accentFill}" fill-opacity="0.45" stroke="${C.ink}" stroke-width="2.5" stroke-linejoin="round"/>`,
  ];
  for (const s of o.segments ?? []) {
    const a = P[s.from]!;
    const b = P[s.to]!;
    parts.push(line(a[0], a[1], b[0], b[1], { dash: s.dashed, width: 2 }));
    if (s.label) parts.push(sideLabel(a, b, center, s.label));
  }
  for (const s of o.sides ?? []) {
    const a = P[s.i]!;
    const b = P[(s.i + 1) % n]!;
    if (s.ticks) parts.push(tickMarks(a, b, s.ticks));
    if (s.label) parts.push(sideLabel(a, b, center, s.label));
  }
  for (const an of o.angles ?? []) {
    const v = P[an.i]!;
    const p = P[an.from ?? (an.i + n - 1) % n]!;
    const q = P[an.to ?? (an.i + 1) % n]!;
    parts.push(angleMark(v, p, q, { right: an.right, label: an.label }));
  }
  const names = [...(o.labels ?? []), ...(o.extra ?? []).map((e) => e.label ?? '')];
  P.forEach((p, i) => {
    const name = names[i];
    if (!name) return;
    const dx = p[0] - center[0];
    const dy = p[1] - center[1];
    const len = Math.hypot(dx, dy) || 1;
    const isExtra = i >= n;
    if (isExtra) parts.push(dot(p[0], p[1], { r: 3.5 }));
    const off = isExtra ? 16 : 18;
    const [ex, ey] = isExtra ? [0, 1] : [dx / len, dy / len];
    parts.push(text(p[0] + ex * off, p[1] + ey * off, name, { italic: false, bold: true }));
  });
  const sidesKo = (o.sides ?? []).filter((s) => s.label).map((s) => `${sideName(o, s.i)} ${s.label}`);
  const sidesEn = sidesKo.slice();
  const segKo = (o.segments ?? []).filter((s) => s.label).map((s) => `${names[s.from]}${names[s.to]} ${s.label}`);
  const anglesKo = (o.angles ?? []).map(
    (a) => angleName(o, names, a) + (a.right ? ' 직각' : a.label ? ` ${a.label}` : ''),
  );
  const anglesEn = (o.angles ?? []).map(
    (a) => angleName(o, names, a) + (a.right ? ' is a right angle' : a.label ? ` is marked ${a.label}` : ''),
  );
  const ticked = (o.sides ?? []).filter((s) => s.ticks).map((s) => sideName(o, s.i));
  const ko = [`${o.name.ko}의 그림입니다.`];
  const en = [`A drawing of ${o.name.en}.`];
  if (sidesKo.length + segKo.length) {
    ko.push(`길이: ${listKo([...sidesKo, ...segKo])}.`);
    en.push(`Lengths: ${listKo([...sidesEn, ...segKo])}.`);
  }
  if (anglesKo.length) {
    ko.push(`각: ${listKo(anglesKo)}.`);
    en.push(`Angles: ${listKo(anglesEn)}.`);
  }
  if (ticked.length > 1) {
    ko.push(`${listKo(ticked)}에 같은 길이 표시가 있습니다.`);
    en.push(`${listEn(ticked)} are marked equal.`);
  }
  return build(() => doc(f.height, parts.join('')), { ko: ko.join(' '), en: en.join(' ') });
}

function sideName(o: PlaneShapeOptions, i: number): string {
  const l = o.labels ?? [];
  return `${l[i] ?? ''}${l[(i + 1) % o.vertices.length] ?? ''}`;
}

function angleName(o: PlaneShapeOptions, names: string[], a: ShapeAngle): string {
  const n = o.vertices.length;
  const from = names[a.from ?? (a.i + n - 1) % n] ?? '';
  const to = names[a.to ?? (a.i + 1) % n] ?? '';
  return `∠${from}${names[a.i] ?? ''}${to}`;
}

// Circles ------------------------------------------------------------------------------------------------------

export interface CircleOptions {
  /** Points on the circle by their direction from the centre, in degrees counterclockwise from the right. */
  points: { angle: number; label: string }[];
  /** The centre's letter (O); null hides the centre. */
  center?: string | null;
  /** Segments between points: indices into `points`, or -1 for the centre. */
  segments?: [number, number][];
  /** Angles at a point (or -1 for the centre) between rays to two others. */
  angles?: { at: number; from: number; to: number; label?: string; right?: boolean }[];
  /** Arcs drawn thick from point `from` counterclockwise to point `to`, with an optional label. */
  arcs?: { from: number; to: number; label?: string }[];
  /** A radius drawn and labelled (the radius from the centre to the right). */
  radiusLabel?: string;
}

export function circleFigure(o: CircleOptions): Figure {
  const cx = 180;
  const cy = 160;
  const R = 112;
  const at = (i: number): [number, number] => {
    if (i === -1) return [cx, cy];
    const a = ((o.points[i]!.angle % 360) * Math.PI) / 180;
    return [cx + R * Math.cos(a), cy - R * Math.sin(a)];
  };
  const name = (i: number) => (i === -1 ? (o.center ?? 'O') : o.points[i]!.label);
  const parts: string[] = [`<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="${C.ink}" stroke-width="2.5"/>`];
  for (const arc of o.arcs ?? []) {
    const a1 = (o.points[arc.from]!.angle * Math.PI) / 180;
    let a2 = (o.points[arc.to]!.angle * Math.PI) / 180;
    while (a2 <= a1) a2 += 2 * Math.PI;
    const large = a2 - a1 > Math.PI ? 1 : 0;
    const [x1, y1] = at(arc.from);
    const [x2, y2] = at(arc.to);
    parts.push(
      `<path d="M ${r2(x1)} ${r2(y1)} A ${R} ${R} 0 ${large} 0 ${r2(x2)} ${r2(y2)}" fill="none" stroke="${C.accent}" stroke-width="6"/>`,
    );
    if (arc.label) {
      const mid = (a1 + a2) / 2;
      parts.push(
        text(cx + (R + 24) * Math.cos(mid), cy - (R + 24) * Math.sin(mid), arc.label, { fill: C.accent, size: SMALL }),
      );
    }
  }
  for (const [a, b] of o.segments ?? []) {
    const p = at(a);
    const q = at(b);
    parts.push(line(p[0], p[1], q[0], q[1], { width: 2 }));
  }
  if (o.radiusLabel) {
    parts.push(line(cx, cy, cx + R, cy, { width: 2 }));
    parts.push(text(cx + R / 2, cy - 14, o.radiusLabel, { size: SMALL }));
  }
  for (const an of o.angles ?? []) parts.push(angleMark(at(an.at), at(an.from), at(an.to), an));
  if (o.center !== null) {
    // The letter goes opposite the segments that leave the centre, where nothing else is drawn.
    const ends = (o.segments ?? []).flatMap(([a, b]) => (a === -1 ? [b] : b === -1 ? [a] : []));
    let dx = -Math.SQRT1_2;
    let dy = Math.SQRT1_2;
    if (ends.length) {
      const sx = ends.reduce((s, i) => s + at(i)[0] - cx, 0);
      const sy = ends.reduce((s, i) => s + at(i)[1] - cy, 0);
      const len = Math.hypot(sx, sy);
      if (len > 1) [dx, dy] = [-sx / len, -sy / len];
    }
    parts.push(dot(cx, cy, { r: 3.5 }));
    parts.push(text(cx + dx * 18, cy + dy * 18, o.center ?? 'O', { bold: true, halo: true }));
  }
  o.points.forEach((p, i) => {
    const [x, y] = at(i);
    parts.push(dot(x, y, { r: 3.5 }));
    const a = (p.angle * Math.PI) / 180;
    parts.push(text(x + 20 * Math.cos(a), y - 20 * Math.sin(a), p.label, { bold: true }));
  });
  const pointsKo = o.points.map((p) => p.label);
  const segs = (o.segments ?? []).map(([a, b]) => `${name(a)}${name(b)}`);
  const anglesKo = (o.angles ?? [])
    .filter((a) => a.label || a.right)
    .map((a) => `∠${name(a.from)}${name(a.at)}${name(a.to)} ${a.right ? '직각' : a.label}`);
  const anglesEn = (o.angles ?? [])
    .filter((a) => a.label || a.right)
    .map((a) => `∠${name(a.from)}${name(a.at)}${name(a.to)} ${a.right ? 'is a right angle' : `is marked ${a.label}`}`);
  const arcsKo = (o.arcs ?? []).map((a) => `호 ${name(a.from)}${name(a.to)}${a.label ? ` ${a.label}` : ''}`);
  const arcsEn = (o.arcs ?? []).map((a) => `arc ${name(a.from)}${name(a.to)}${a.label ? ` marked ${a.label}` : ''}`);
  const centerKo = o.center === null ? '원' : `중심이 ${o.center ?? 'O'}인 원`;
  const centerEn = o.center === null ? 'A circle' : `A circle with centre ${o.center ?? 'O'}`;
  const ko = [`${centerKo} 위에 점 ${listKo(pointsKo)}${josaAfterLetters(pointsKo)} 있습니다.`];
  const en = [`${centerEn} and points ${listEn(pointsKo)} on it.`];
  if (segs.length) {
    ko.push(`선분 ${listKo(segs)}${josaAfterLetters(segs)} 그어져 있습니다.`);
    en.push(`Segments ${listEn(segs)} are drawn.`);
  }
  if (o.radiusLabel) {
    ko.push(`반지름 ${o.radiusLabel}.`);
    en.push(`The radius is ${o.radiusLabel}.`);
  }
  if (anglesKo.length) {
    ko.push(`${listKo(anglesKo)}.`);
    en.push(`${listEn(anglesEn)}.`);
  }
  if (arcsKo.length) {
    ko.push(`${listKo(arcsKo)}.`);
    en.push(`Marked: ${listEn(arcsEn)}.`);
  }
  return build(() => doc(320, parts.join('')), { ko: ko.join(' '), en: en.join(' ') });
}

/**
 * The inscribed-angle figure: A, B and P on the circle at the given directions (degrees), chords PA and PB, radii OA
 * and OB, and the central angle AOB and the inscribed angle APB marked with their labels.
 */
export function inscribedAngleFigure(o: {
  a: number;
  b: number;
  p: number;
  central: string;
  inscribed: string;
}): Figure {
  return circleFigure({
    points: [
      { angle: o.a, label: 'A' },
      { angle: o.b, label: 'B' },
      { angle: o.p, label: 'P' },
    ],
    segments: [
      [2, 0],
      [2, 1],
      [-1, 0],
      [-1, 1],
    ],
    angles: [
      { at: -1, from: 0, to: 1, label: o.central },
      { at: 2, from: 0, to: 1, label: o.inscribed },
    ],
  });
}

/** 이/가 after the last of a list of point names, read as letters. */
const josaAfterLetters = (items: string[]): string => josa(items.at(-1) ?? '', '이/가');

// Solids -------------------------------------------------------------------------------------------------------

export type SolidOptions =
  | {
      kind: 'cuboid';
      width: number;
      depth: number;
      height: number;
      labels: { width?: string; depth?: string; height?: string };
    }
  | {
      kind: 'cylinder' | 'cone';
      radius: number;
      height: number;
      labels: { radius?: string; height?: string; slant?: string };
    }
  | {
      kind: 'prism';
      base: [number, number, number];
      height: number;
      labels: { base?: [string?, string?, string?]; height?: string };
    };

const SOLID_NAMES: Record<SolidOptions['kind'], Localized> = {
  cuboid: { ko: '직육면체', en: 'a rectangular prism' },
  cylinder: { ko: '원기둥', en: 'a cylinder' },
  cone: { ko: '원뿔', en: 'a cone' },
  prism: { ko: '삼각기둥', en: 'a triangular prism' },
};

/** Simple solids in oblique (cabinet) projection: receding edges at 45° and half length, hidden edges dashed. */
export function solid(o: SolidOptions): Figure {
  const parts: string[] = [];
  const labelsKo: string[] = [];
  const labelsEn: string[] = [];
  let height = 300;
  if (o.kind === 'cuboid' || o.kind === 'prism') {
    const dk = Math.SQRT1_2 / 2;
    // The front face in math coordinates, then the same face moved back along the receding direction.
    const front: Pt[] =
      o.kind === 'cuboid'
        ? [
            [0, 0],
            [o.width, 0],
            [o.width, o.height],
            [0, o.height],
          ]
        : (() => {
            const [A, B, Cc] = triangleFromSides(...o.base);
            return [B, Cc, A];
          })();
    const depth = o.kind === 'cuboid' ? o.depth : o.height;
    const back: Pt[] = front.map(([x, y]) => [x + depth * dk, y + depth * dk]);
    const f = fit([...front, ...back], 44, 300);
    height = f.height;
    const F = front.map(f.map);
    const Bk = back.map(f.map);
    const n = F.length;
    // Hidden: the back vertex nearest the lower left, and its three edges.
    const hiddenIdx = 0;
    const seg = (p: [number, number], q: [number, number], dash = false) =>
      line(p[0], p[1], q[0], q[1], { width: 2.5, dash });
    parts.push(
      `<polygon points="${F.map((p) => `${r2(p[0])},${r2(p[1])}`).join(' ')}" fill="${C.accentFill}" fill-opacity="0.35"/>`,
    );
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      parts.push(seg(F[i]!, F[j]!));
      parts.push(seg(Bk[i]!, Bk[j]!, i === hiddenIdx || j === hiddenIdx));
      parts.push(seg(F[i]!, Bk[i]!, i === hiddenIdx));
    }
    const center: [number, number] = [
      [...F, ...Bk].reduce((s, p) => s + p[0], 0) / (2 * n),
      [...F, ...Bk].reduce((s, p) => s + p[1], 0) / (2 * n),
    ];
    if (o.kind === 'cuboid') {
      const L = o.labels;
      if (L.width) {
        parts.push(sideLabel(F[0]!, F[1]!, center, L.width));
        labelsKo.push(`가로 ${L.width}`);
        labelsEn.push(`width ${L.width}`);
      }
      if (L.depth) {
        parts.push(sideLabel(F[1]!, Bk[1]!, center, L.depth));
        labelsKo.push(`세로 ${L.depth}`);
        labelsEn.push(`depth ${L.depth}`);
      }
      if (L.height) {
        parts.push(sideLabel(F[3]!, F[0]!, center, L.height));
        labelsKo.push(`높이 ${L.height}`);
        labelsEn.push(`height ${L.height}`);
      }
    } else {
      const L = o.labels;
      const frontCenter: [number, number] = [F.reduce((s, p) => s + p[0], 0) / n, F.reduce((s, p) => s + p[1], 0) / n];
      L.base?.forEach((label, i) => {
        if (!label) return;
        parts.push(sideLabel(F[i]!, F[(i + 1) % n]!, frontCenter, label));
        labelsKo.push(`밑면의 한 변 ${label}`);
        labelsEn.push(`a base edge ${label}`);
      });
      if (L.height) {
        parts.push(sideLabel(F[1]!, Bk[1]!, center, L.height));
        labelsKo.push(`높이 ${L.height}`);
        labelsEn.push(`height ${L.height}`);
      }
    }
  } else {
    const rx = 1;
    const k = Math.min(240 / (2 * o.radius), 190 / o.height);
    const a = o.radius * k;
    const b = a * 0.32;
    const h = o.height * k;
    const cx = 180;
    const top = 50 + (o.kind === 'cylinder' ? b : 0);
    const baseY = top + h;
    height = baseY + b + 44;
    const ell = (y: number, half: 'front' | 'back' | 'all', dash = false) => {
      if (half === 'all') {
        return `<ellipse cx="${cx}" cy="${r2(y)}" rx="${r2(a)}" ry="${r2(b)}" fill="${C.accentFill}" fill-opacity="0.35" stroke="${C.ink}" stroke-width="2.5"/>`;
      }
      const sweep = half === 'front' ? 0 : 1;
      return `<path d="M ${r2(cx - a)} ${r2(y)} A ${r2(a)} ${r2(b)} 0 0 ${sweep} ${r2(cx + a)} ${r2(y)}" fill="none" stroke="${C.ink}" stroke-width="2.5"${dash ? ' stroke-dasharray="6 5"' : ''}/>`;
    };
    parts.push(ell(baseY, 'front'));
    parts.push(ell(baseY, 'back', true));
    if (o.kind === 'cylinder') {
      parts.push(ell(top, 'all'));
      parts.push(line(cx - a, top, cx - a, baseY, { width: 2.5 }));
      parts.push(line(cx + a, top, cx + a, baseY, { width: 2.5 }));
    } else {
      parts.push(line(cx - a, baseY, cx, top, { width: 2.5 }));
      parts.push(line(cx + a, baseY, cx, top, { width: 2.5 }));
      parts.push(line(cx, top, cx, baseY, { dash: true, width: 2 }));
      parts.push(angleMark([cx, baseY], [cx, top], [cx + a, baseY], { right: true, color: C.ink }));
    }
    parts.push(line(cx, baseY, cx + a * rx, baseY, { dash: o.kind === 'cylinder', width: 2 }));
    parts.push(dot(cx, baseY, { r: 3 }));
    const L = o.labels;
    if (L.radius) {
      parts.push(text(cx + a / 2, baseY - 14, L.radius, { size: SMALL, halo: true }));
      labelsKo.push(`밑면의 반지름 ${L.radius}`);
      labelsEn.push(`base radius ${L.radius}`);
    }
    if (L.height) {
      const x = o.kind === 'cylinder' ? cx + a + 12 : cx - 10;
      parts.push(text(x, top + h / 2, L.height, { size: SMALL, anchor: o.kind === 'cylinder' ? 'start' : 'end' }));
      labelsKo.push(`높이 ${L.height}`);
      labelsEn.push(`height ${L.height}`);
    }
    if (o.kind === 'cone' && L.slant) {
      parts.push(text(cx + a / 2 + 16, top + h / 2 - 6, L.slant, { size: SMALL, anchor: 'start' }));
      labelsKo.push(`모선 ${L.slant}`);
      labelsEn.push(`slant height ${L.slant}`);
    }
  }
  const name = SOLID_NAMES[o.kind];
  return build(() => doc(height, parts.join('')), {
    ko: `${name.ko}의 겨냥도입니다.${labelsKo.length ? ` ${listKo(labelsKo)}.` : ''}`,
    en: `A sketch of ${name.en}.${labelsEn.length ? ` ${listEn(labelsEn).replace(/^./, (c) => c.toUpperCase())}.` : ''}`,
  });
}

// Coordinate planes --------------------------------------------------------------------------------------------

export interface PlaneLine {
  /** y = slope·x + intercept; or a vertical line x = `x`. */
  slope?: number;
  intercept?: number;
  x?: number;
  label?: string;
  dashed?: boolean;
}

export interface PlaneParabola {
  /** y = a(x − p)² + q. */
  a: number;
  p: number;
  q: number;
  label?: string;
  dashed?: boolean;
}

export interface CoordinatePlaneOptions {
  x: [number, number];
  y: [number, number];
  /** Numbers on every k-th grid line (1 by default). */
  labelEvery?: number;
  lines?: PlaneLine[];
  parabolas?: PlaneParabola[];
  points?: { x: number; y: number; label?: string; open?: boolean }[];
  /** A shaded region: a polygon in plane coordinates (see halfPlane). */
  shade?: Pt[];
}

/** The part of the box [x0,x1]×[y0,y1] where y ≥ (or ≤) slope·x + intercept, as a polygon. */
export function halfPlane(
  slope: number,
  intercept: number,
  side: 'above' | 'below',
  box: { x: [number, number]; y: [number, number] },
): Pt[] {
  const corners: Pt[] = [
    [box.x[0], box.y[0]],
    [box.x[1], box.y[0]],
    [box.x[1], box.y[1]],
    [box.x[0], box.y[1]],
  ];
  const inside = (p: Pt) => (side === 'above' ? p[1] >= slope * p[0] + intercept : p[1] <= slope * p[0] + intercept);
  const out: Pt[] = [];
  for (let i = 0; i < 4; i++) {
    const p = corners[i]!;
    const q = corners[(i + 1) % 4]!;
    if (inside(p)) out.push(p);
    if (inside(p) !== inside(q)) {
      const fp = p[1] - (slope * p[0] + intercept);
      const fq = q[1] - (slope * q[0] + intercept);
      const t = fp / (fp - fq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  }
  // A corner on the line is met twice (as a corner and as a crossing); keep it once.
  return out.filter((p, i) => {
    const prev = out[(i + out.length - 1) % out.length] as Pt;
    return out.length === 1 || Math.hypot(p[0] - prev[0], p[1] - prev[1]) > 1e-9;
  });
}

/** The piece of y = m·x + c inside the box, or null. */
function clipLine(m: number, c: number, x: [number, number], y: [number, number]): [Pt, Pt] | null {
  let t0 = x[0];
  let t1 = x[1];
  if (m !== 0) {
    const xa = (y[0] - c) / m;
    const xb = (y[1] - c) / m;
    t0 = Math.max(t0, Math.min(xa, xb));
    t1 = Math.min(t1, Math.max(xa, xb));
  } else if (c < y[0] || c > y[1]) return null;
  if (t0 >= t1) return null;
  return [
    [t0, m * t0 + c],
    [t1, m * t1 + c],
  ];
}

export function coordinatePlane(o: CoordinatePlaneOptions): Figure {
  const [x0, x1] = o.x;
  const [y0, y1] = o.y;
  const unit = Math.min((FIGURE_WIDTH - 40) / (x1 - x0), 360 / (y1 - y0));
  const width = (x1 - x0) * unit;
  const left = (FIGURE_WIDTH - width) / 2;
  const top = 24;
  const height = (y1 - y0) * unit + top * 2;
  const X = (x: number) => left + (x - x0) * unit;
  const Y = (y: number) => top + (y1 - y) * unit;
  const every = o.labelEvery ?? (unit < 22 ? 2 : 1);
  const parts: string[] = [];
  if (o.shade && o.shade.length > 2) {
    parts.push(
      `<polygon points="${o.shade.map(([x, y]) => `${r2(X(x))},${r2(Y(y))}`).join(' ')}" fill="${C.accentFill}" fill-opacity="0.7" data-region="shade"/>`,
    );
  }
  for (let x = Math.ceil(x0); x <= x1; x++) parts.push(line(X(x), Y(y0), X(x), Y(y1), { stroke: C.grid, width: 1 }));
  for (let y = Math.ceil(y0); y <= y1; y++) parts.push(line(X(x0), Y(y), X(x1), Y(y), { stroke: C.grid, width: 1 }));
  const hasYAxis = x0 <= 0 && x1 >= 0;
  const hasXAxis = y0 <= 0 && y1 >= 0;
  const ax = hasYAxis ? X(0) : X(x0);
  const ay = hasXAxis ? Y(0) : Y(y0);
  parts.push(line(X(x0), ay, X(x1) + 4, ay, { width: 1.8 }), arrowHead(X(x1) + 8, ay, 0));
  parts.push(line(ax, Y(y0), ax, Y(y1) - 4, { width: 1.8 }), arrowHead(ax, Y(y1) - 8, -90));
  parts.push(text(X(x1) - 2, ay - 14, 'x', { italic: true }));
  parts.push(text(ax + 14, Y(y1) + 4, 'y', { italic: true }));
  if (hasXAxis && hasYAxis) parts.push(text(ax - 10, ay + 14, 'O', { italic: true, size: SMALL, halo: true }));
  for (let x = Math.ceil(x0); x <= x1; x++) {
    if (x === 0 || x % every !== 0 || x === x1) continue;
    parts.push(line(X(x), ay - 4, X(x), ay + 4, { width: 1.5 }));
    parts.push(text(X(x), ay + 15, figNum(x), { size: SMALL, fill: C.muted, halo: true }));
  }
  for (let y = Math.ceil(y0); y <= y1; y++) {
    if (y === 0 || y % every !== 0 || y === y1) continue;
    parts.push(line(ax - 4, Y(y), ax + 4, Y(y), { width: 1.5 }));
    parts.push(text(ax - 7, Y(y), figNum(y), { size: SMALL, anchor: 'end', fill: C.muted, halo: true }));
  }
  const colors = [C.accent, C.second];
  (o.lines ?? []).forEach((l, i) => {
    const color = colors[i % 2]!;
    let seg: [Pt, Pt] | null;
    if (l.x !== undefined)
      seg =
        l.x >= x0 && l.x <= x1
          ? [
              [l.x, y0],
              [l.x, y1],
            ]
          : null;
    else seg = clipLine(l.slope ?? 0, l.intercept ?? 0, o.x, o.y);
    if (!seg) return;
    const [p, q] = seg;
    parts.push(
      `<line x1="${r2(X(p[0]))}" y1="${r2(Y(p[1]))}" x2="${r2(X(q[0]))}" y2="${r2(Y(q[1]))}" stroke="${color}" stroke-width="3"${l.dashed ? ' stroke-dasharray="8 6"' : ''} data-line="${i}"/>`,
    );
    if (l.label) {
      const t = 0.82;
      parts.push(
        text(X(p[0] + t * (q[0] - p[0])) + 10, Y(p[1] + t * (q[1] - p[1])) - 12, l.label, {
          fill: color,
          italic: true,
          anchor: 'start',
          size: SMALL,
          halo: true,
        }),
      );
    }
  });
  (o.parabolas ?? []).forEach((pb, i) => {
    const color = colors[(i + (o.lines?.length ?? 0)) % 2]!;
    const runs: string[][] = [];
    let run: string[] = [];
    const steps = 160;
    for (let k = 0; k <= steps; k++) {
      const x = x0 + ((x1 - x0) * k) / steps;
      const y = pb.a * (x - pb.p) ** 2 + pb.q;
      if (y >= y0 - 1e-9 && y <= y1 + 1e-9) run.push(`${r2(X(x))},${r2(Y(y))}`);
      else if (run.length) {
        runs.push(run);
        run = [];
      }
    }
    if (run.length) runs.push(run);
    for (const pts of runs) {
      parts.push(
        `<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="3"${pb.dashed ? ' stroke-dasharray="8 6"' : ''} data-parabola="${i}"/>`,
      );
    }
    if (pb.label) {
      parts.push(
        text(X(pb.p) + 10, Y(pb.q) + (pb.a > 0 ? 16 : -16), pb.label, {
          fill: color,
          italic: true,
          anchor: 'start',
          size: SMALL,
          halo: true,
        }),
      );
    }
  });
  for (const p of o.points ?? []) {
    parts.push(dot(X(p.x), Y(p.y), { open: p.open, r: 5, value: `${p.x},${p.y}` }));
    if (p.label) parts.push(text(X(p.x) + 10, Y(p.y) - 14, p.label, { anchor: 'start', bold: true, halo: true }));
  }
  const ko = [
    `x축은 ${sayNum(x0)}부터 ${sayNum(x1)}까지, y축은 ${sayNum(y0)}부터 ${sayNum(y1)}까지 그려진 좌표평면입니다.`,
  ];
  const en = [
    `A coordinate plane with x from ${sayNum(x0)} to ${sayNum(x1)} and y from ${sayNum(y0)} to ${sayNum(y1)}.`,
  ];
  for (const l of o.lines ?? []) {
    const seg = l.x !== undefined ? null : clipLine(l.slope ?? 0, l.intercept ?? 0, o.x, o.y);
    const name = l.label ? `${l.label}: ` : '';
    if (l.x !== undefined) {
      ko.push(`${name}x = ${sayNum(l.x)}인 세로 직선.`);
      en.push(`${name}the vertical line x = ${sayNum(l.x)}.`);
    } else if (seg) {
      const through = latticePoints(l.slope ?? 0, l.intercept ?? 0, o.x, o.y).slice(0, 3);
      ko.push(`${name}점 ${through.map(sayPoint).join(', ')}을 지나는 직선${l.dashed ? '(점선)' : ''}.`);
      en.push(`${name}a ${l.dashed ? 'dashed ' : ''}line through ${listEn(through.map(sayPoint))}.`);
    }
  }
  for (const pb of o.parabolas ?? []) {
    const name = pb.label ? `${pb.label}: ` : '';
    const opens = pb.a > 0;
    ko.push(`${name}꼭짓점이 ${sayPoint([pb.p, pb.q])}이고 ${opens ? '아래로 볼록한' : '위로 볼록한'} 포물선.`);
    en.push(`${name}a parabola opening ${opens ? 'up' : 'down'} with vertex ${sayPoint([pb.p, pb.q])}.`);
  }
  for (const p of o.points ?? []) {
    ko.push(`${p.label ? `점 ${p.label}` : '점'} ${sayPoint([p.x, p.y])}${p.open ? '(속이 빈 점)' : ''}.`);
    en.push(`${p.label ? `Point ${p.label}` : 'A point'} at ${sayPoint([p.x, p.y])}${p.open ? ' (open dot)' : ''}.`);
  }
  if (o.shade) {
    ko.push('색칠된 영역이 있습니다.');
    en.push('A region is shaded.');
  }
  return build(() => doc(height, parts.join('')), { ko: ko.join(' '), en: en.join(' ') });
}

const sayPoint = ([x, y]: Pt): string => `(${sayNum(round6(x))}, ${sayNum(round6(y))})`;

/** Whole-number points on y = m·x + c inside the box (for the text alternative). */
function latticePoints(m: number, c: number, xr: [number, number], yr: [number, number]): Pt[] {
  const out: Pt[] = [];
  for (let x = Math.ceil(xr[0]); x <= xr[1]; x++) {
    const y = m * x + c;
    if (Math.abs(y - Math.round(y)) < 1e-9 && y >= yr[0] && y <= yr[1]) out.push([x, Math.round(y)]);
  }
  return out;
}

// Statistics ---------------------------------------------------------------------------------------------------

export interface ScatterPlotOptions {
  points: Pt[];
  x: Axis;
  y: Axis;
  xLabel: FigureText;
  yLabel: FigureText;
  /** A fitted line y = slope·x + intercept, drawn across the plot. */
  fit?: { slope: number; intercept: number };
}

export function scatterPlot(o: ScatterPlotOptions): Figure {
  const left = leftMargin(o.y) + 4;
  const f: Frame = { left, right: 340, top: 44, bottom: 284 };
  const X = scale(o.x, f.left, f.right);
  const Y = scale(o.y, f.bottom, f.top);
  const labelEvery = axisValues(o.x).length > 8 ? 2 : 1;
  const render = (lang: Lang) => {
    const parts = [yGrid(f, o.y, textIn(o.yLabel, lang)), xGrid(f, o.x, textIn(o.xLabel, lang), labelEvery)];
    if (o.fit) {
      const seg = clipLine(o.fit.slope, o.fit.intercept, [o.x.min, o.x.max], [o.y.min, o.y.max]);
      if (seg) {
        parts.push(
          `<line x1="${r2(X(seg[0][0]))}" y1="${r2(Y(seg[0][1]))}" x2="${r2(X(seg[1][0]))}" y2="${r2(Y(seg[1][1]))}" stroke="${C.second}" stroke-width="2.5" stroke-dasharray="8 6" data-line="fit"/>`,
        );
      }
    }
    for (const [x, y] of o.points) parts.push(dot(X(x), Y(y), { r: 5, fill: C.accent, value: `${x},${y}` }));
    return doc(f.bottom + 50, parts.join(''));
  };
  const pts = o.points.map(sayPoint);
  return build(render, {
    ko: `산점도입니다. 가로축은 ${textIn(o.xLabel, 'ko')}, 세로축은 ${textIn(o.yLabel, 'ko')}입니다. 점 ${o.points.length}개: ${listKo(pts)}.${o.fit ? ` 점선은 직선 y = ${sayLine(o.fit)}입니다.` : ''}`,
    en: `A scatter plot of ${textIn(o.yLabel, 'en')} against ${textIn(o.xLabel, 'en')}, ${o.points.length} points: ${listEn(pts)}.${o.fit ? ` The dashed line is y = ${sayLine(o.fit)}.` : ''}`,
  });
}

const sayLine = (l: { slope: number; intercept: number }): string =>
  `${sayNum(l.slope)}x ${l.intercept < 0 ? '-' : '+'} ${sayNum(Math.abs(l.intercept))}`;

export interface BoxPlotOptions {
  axis: Axis;
  boxes: { label?: FigureText; five: [min: number, q1: number, median: number, q3: number, max: number] }[];
  /** What the axis measures: '점수(점)', 'Score'. */
  title?: FigureText;
}

export function boxPlot(o: BoxPlotOptions): Figure {
  const labelled = o.boxes.some((b) => b.label);
  const left = labelled ? 70 : 24;
  const f: Frame = { left, right: 336, top: o.title ? 44 : 20, bottom: 0 };
  const rowH = 62;
  f.bottom = f.top + rowH * o.boxes.length;
  const X = scale(o.axis, f.left, f.right);
  const labelEvery = axisValues(o.axis).length > 8 ? 2 : 1;
  const render = (lang: Lang) => {
    const parts: string[] = [];
    if (o.title) parts.push(text(FIGURE_WIDTH / 2, 20, textIn(o.title, lang), { bold: true, size: SMALL }));
    parts.push(xGrid(f, o.axis, '', labelEvery));
    parts.push(line(f.left, f.bottom, f.right, f.bottom, { width: 2 }));
    o.boxes.forEach((b, i) => {
      const cy = f.top + rowH * i + rowH / 2;
      const [mn, q1, md, q3, mx] = b.five.map(X) as [number, number, number, number, number];
      parts.push(line(mn, cy, q1, cy, { width: 2 }), line(q3, cy, mx, cy, { width: 2 }));
      parts.push(line(mn, cy - 10, mn, cy + 10, { width: 2 }), line(mx, cy - 10, mx, cy + 10, { width: 2 }));
      parts.push(
        `<rect x="${r2(q1)}" y="${cy - 18}" width="${r2(q3 - q1)}" height="36" fill="${C.accentFill}" stroke="${C.accent}" stroke-width="2.5" data-five="${b.five.join(',')}"/>`,
      );
      parts.push(line(md, cy - 18, md, cy + 18, { stroke: C.second, width: 3 }));
      if (b.label) parts.push(text(12, cy, textIn(b.label, lang), { anchor: 'start', size: SMALL }));
    });
    return doc(f.bottom + 34, parts.join(''));
  };
  const say = (b: BoxPlotOptions['boxes'][number], lang: Lang) => {
    const [mn, q1, md, q3, mx] = b.five.map(sayNum);
    const name = b.label ? `${textIn(b.label, lang)}: ` : '';
    return lang === 'ko'
      ? `${name}최솟값 ${mn}, 제1사분위수 ${q1}, 중앙값 ${md}, 제3사분위수 ${q3}, 최댓값 ${mx}`
      : `${name}minimum ${mn}, first quartile ${q1}, median ${md}, third quartile ${q3}, maximum ${mx}`;
  };
  return build(render, {
    ko: `상자그림입니다${o.title ? `(${textIn(o.title, 'ko')})` : ''}. ${o.boxes.map((b) => say(b, 'ko')).join('; ')}.`,
    en: `A box plot${o.title ? ` of ${textIn(o.title, 'en')}` : ''}. ${o.boxes.map((b) => say(b, 'en')).join('; ')}.`,
  });
}

export interface HistogramOptions {
  /** The first class starts here; each is `width` wide. */
  start: number;
  width: number;
  counts: number[];
  /** The frequency axis. */
  y: Axis;
  xLabel: FigureText;
  yLabel: FigureText;
}

export function histogram(o: HistogramOptions): Figure {
  const left = leftMargin(o.y) + 4;
  const f: Frame = { left, right: 340, top: 44, bottom: 264 };
  const end = o.start + o.width * o.counts.length;
  const xAxis: Axis = { min: o.start, max: end, step: o.width };
  const X = scale(xAxis, f.left, f.right);
  const Y = scale(o.y, f.bottom, f.top);
  const render = (lang: Lang) => {
    const parts = [yGrid(f, o.y, textIn(o.yLabel, lang)), xGrid(f, xAxis, textIn(o.xLabel, lang), 1, false)];
    o.counts.forEach((c, i) => {
      const x = X(o.start + i * o.width);
      const w = X(o.start + (i + 1) * o.width) - x;
      if (c > 0) {
        parts.push(
          `<rect x="${r2(x)}" y="${r2(Y(c))}" width="${r2(w)}" height="${r2(f.bottom - Y(c))}" fill="${C.accentFill}" stroke="${C.accent}" stroke-width="2" data-value="${c}"/>`,
        );
      }
    });
    return doc(f.bottom + 52, parts.join(''));
  };
  const classes = o.counts.map((c, i) => {
    const a = sayNum(round6(o.start + i * o.width));
    const b = sayNum(round6(o.start + (i + 1) * o.width));
    return { a, b, c };
  });
  return build(render, {
    ko: `히스토그램입니다. 가로축은 ${textIn(o.xLabel, 'ko')}, 세로축은 ${textIn(o.yLabel, 'ko')}입니다. ${classes.map((k) => `${k.a} 이상 ${k.b} 미만: ${sayNum(k.c)}`).join(', ')}.`,
    en: `A histogram. Horizontal axis: ${textIn(o.xLabel, 'en')}; vertical axis: ${textIn(o.yLabel, 'en')}. ${classes.map((k) => `${k.a} to under ${k.b}: ${sayNum(k.c)}`).join(', ')}.`,
  });
}
