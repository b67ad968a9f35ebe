// Word-problem frames shared by the grade 1-3 addition and subtraction templates.
import { L, m, nameKo, w, type Person, type Thing } from './kit.js';
import type { Localized } from '../types.js';

const n = (t: Thing, k: number) => (k === 1 ? t.one : t.en);

/** How a story names its two people and counts its thing in Korean. */
interface Cast {
  P: string;
  Q: string;
  u: string;
}
type Frame = (cast: Cast) => Localized;

/** Tells the story frame `kind` picks (0, 1, anything else) with p, q and t. */
function tell(kind: number, p: Person, q: Person, t: Thing, frames: readonly [Frame, Frame, Frame]): Localized {
  const cast = { P: nameKo(p), Q: nameKo(q), u: t.unit };
  const k = kind % 3;
  return (k === 0 ? frames[0] : k === 1 ? frames[1] : frames[2])(cast);
}

/** A story whose answer is a + b. */
export function addStory(kind: number, a: number, b: number, p: Person, q: Person, t: Thing): Localized {
  return tell(kind, p, q, t, [
    ({ P, Q, u }) =>
      L(
        `${w(P, '은/는')} ${w(t.ko, '을/를')} ${m(a)}${u} 가지고 있었습니다. ${w(Q, '이/가')} ${m(b)}${w(u, '을/를')} 더 주었습니다. ${w(P, '이/가')} 가진 ${w(t.ko, '은/는')} 모두 몇 ${u}입니까?`,
        `${p.en} had ${m(a)} ${n(t, a)}. ${q.en} gave ${p.en} ${m(b)} more. How many ${t.en} does ${p.en} have now?`,
      ),
    ({ P, Q, u }) =>
      L(
        `${w(P, '은/는')} ${t.ko} ${m(a)}${u}, ${w(Q, '은/는')} ${t.ko} ${m(b)}${w(u, '을/를')} 가지고 있습니다. 두 사람이 가진 ${w(t.ko, '은/는')} 모두 몇 ${u}입니까?`,
        `${p.en} has ${m(a)} ${n(t, a)} and ${q.en} has ${m(b)} ${n(t, b)}. How many ${t.en} do they have in all?`,
      ),
    ({ P, u }) =>
      L(
        `바구니에 ${w(t.ko, '이/가')} ${m(a)}${u} 있습니다. ${w(P, '이/가')} ${m(b)}${w(u, '을/를')} 더 넣었습니다. 바구니에 있는 ${w(t.ko, '은/는')} 모두 몇 ${u}입니까?`,
        `There are ${m(a)} ${n(t, a)} in a basket. ${p.en} puts in ${m(b)} more. How many ${t.en} are in the basket now?`,
      ),
  ]);
}

/** A story whose answer is a - b (a > b). */
export function subStory(kind: number, a: number, b: number, p: Person, q: Person, t: Thing): Localized {
  return tell(kind, p, q, t, [
    ({ P, Q, u }) =>
      L(
        `${w(P, '은/는')} ${w(t.ko, '을/를')} ${m(a)}${u} 가지고 있었습니다. 그중에서 ${m(b)}${w(u, '을/를')} ${Q}에게 주었습니다. 남은 ${w(t.ko, '은/는')} 몇 ${u}입니까?`,
        `${p.en} had ${m(a)} ${n(t, a)} and gave ${m(b)} of them to ${q.en}. How many ${t.en} does ${p.en} have left?`,
      ),
    ({ P, Q, u }) =>
      L(
        `${w(P, '은/는')} ${t.ko} ${m(a)}${u}, ${w(Q, '은/는')} ${t.ko} ${m(b)}${w(u, '을/를')} 가지고 있습니다. ${w(P, '은/는')} ${Q}보다 ${w(t.ko, '을/를')} 몇 ${u} 더 많이 가지고 있습니까?`,
        `${p.en} has ${m(a)} ${n(t, a)} and ${q.en} has ${m(b)} ${n(t, b)}. How many more ${t.en} does ${p.en} have than ${q.en}?`,
      ),
    ({ P, u }) =>
      L(
        `상자에 ${w(t.ko, '이/가')} ${m(a)}${u} 있었습니다. ${w(P, '이/가')} ${m(b)}${w(u, '을/를')} 꺼냈습니다. 상자에 남은 ${w(t.ko, '은/는')} 몇 ${u}입니까?`,
        `There were ${m(a)} ${n(t, a)} in a box. ${p.en} took out ${m(b)}. How many ${t.en} are left in the box?`,
      ),
  ]);
}
