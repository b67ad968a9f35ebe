// Every why phrase in English and Korean, the particle that agrees with the unit name, and the plain fallback when
// facts are missing.
import { STUDY_WHY_KEYS, type StudyWhy, type StudyWhyKey } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { testWhy as why } from '../test/why';
import { whyNamesUnit, whyPhrase, type WhyContext } from './why-phrase';

const i18n = initI18n('en');

const names: Record<string, { en: string; ko: string }> = {
  fractions: { en: 'Fractions', ko: '분수' },
  addition: { en: 'Addition and subtraction', ko: '덧셈과 뺄셈' },
  shapes: { en: 'Various shapes', ko: '여러 가지 모양' },
  upTo9: { en: 'Numbers up to 9', ko: '9까지의 수' },
  course: { en: 'Elementary Grade 3', ko: '초등학교 3학년' },
};

function context(language: 'ko' | 'en'): WhyContext {
  return {
    t: i18n.getFixedT(language, 'recommend'),
    language,
    nameOf: (id) => names[id]?.[language] ?? null,
  };
}

/** Each key's facts and its phrase in English and Korean. */
const table: Record<StudyWhyKey, [Partial<StudyWhy>, string, string]> = {
  missedRecently: [
    { unitId: 'fractions', missed: 2, of: 3 },
    'You missed 2 of 3 on Fractions last week',
    '지난주 분수에서 3문제 중 2문제를 틀렸어요',
  ],
  review: [{ unitId: 'fractions', daysAgo: 3 }, 'Review: answered wrong 3 days ago', '복습: 3일 전에 틀린 문제예요'],
  ready: [
    { unitId: 'fractions' },
    'Ready: you have mastered its prerequisites',
    '준비됐어요: 선수 단원을 모두 익혔어요',
  ],
  prerequisiteFirst: [
    { unitId: 'addition', targetUnitId: 'fractions' },
    'Addition and subtraction first: Fractions builds on it',
    '덧셈과 뺄셈부터 해요: 분수의 바탕이 되는 단원이에요',
  ],
  rightLevel: [
    { unitId: 'fractions', chance: 0.714 },
    'Just right for you: about 71% likely right',
    '딱 맞는 난이도: 맞힐 확률이 약 71%예요',
  ],
  continueUnit: [
    { unitId: 'shapes' },
    'Keep going: Various shapes is not mastered yet',
    '계속해요: 여러 가지 모양은 아직 다 익히지 못했어요',
  ],
  interest: [
    { unitId: 'course' },
    'From Elementary Grade 3, a course you follow',
    '관심 과정에서 골랐어요: 초등학교 3학년',
  ],
  bookmark: [{ unitId: 'upTo9' }, 'From Numbers up to 9, which you bookmarked', '북마크한 단원이에요: 9까지의 수'],
  afterHelp: [
    { unitId: 'fractions' },
    'On your own now: like the problem you got help with',
    '이제 혼자 풀어 봐요: 도움받은 문제와 비슷해요',
  ],
  levelTest: [{ unitId: 'fractions' }, 'Where your level test said to start', '레벨 테스트가 알려 준 시작 단원이에요'],
  gradeStart: [{ unitId: 'upTo9' }, "Your grade's starting point", '내 학년의 첫 단원이에요'],
};

const cases = Object.fromEntries(
  Object.entries(table).map(([key, [facts, en, ko]]) => [key, { why: why(key as StudyWhyKey, facts), en, ko }]),
) as Record<StudyWhyKey, { why: StudyWhy; en: string; ko: string }>;

describe('why phrases', () => {
  it('has a case for every key the contract knows', () => {
    expect(Object.keys(cases).sort()).toEqual([...STUDY_WHY_KEYS].sort());
  });

  for (const key of STUDY_WHY_KEYS) {
    it(`words ${key} in English and Korean`, () => {
      const { why: given, en, ko } = cases[key];
      expect(whyPhrase(given, context('en'))).toBe(en);
      expect(whyPhrase(given, context('ko'))).toBe(ko);
    });
  }

  it('lets the Korean particle agree with the unit name', () => {
    const keepGoing = (unitId: string) => whyPhrase(why('continueUnit', { unitId }), context('ko'));
    expect(keepGoing('fractions')).toBe('계속해요: 분수는 아직 다 익히지 못했어요');
    expect(keepGoing('addition')).toBe('계속해요: 덧셈과 뺄셈은 아직 다 익히지 못했어요');
    expect(keepGoing('upTo9')).toBe('계속해요: 9까지의 수는 아직 다 익히지 못했어요');
  });

  it('says today and yesterday for a recent mistake', () => {
    expect(whyPhrase(why('review', { daysAgo: 0 }), context('en'))).toBe('Review: answered wrong earlier today');
    expect(whyPhrase(why('review', { daysAgo: 1 }), context('ko'))).toBe('복습: 어제 틀린 문제예요');
  });

  it('claims nothing it lacks the facts for', () => {
    for (const missing of [
      why('missedRecently', { unitId: 'fractions' }),
      why('missedRecently', { unitId: 'unknown', missed: 1, of: 2 }),
      why('review'),
      why('prerequisiteFirst', { unitId: 'addition' }),
      why('rightLevel'),
      why('continueUnit'),
    ]) {
      expect(whyPhrase(missing, context('en'))).toBe('Picked for you by your recent work');
      expect(whyPhrase(missing, context('ko'))).toBe('최근 학습을 보고 골랐어요');
    }
  });

  it('knows which phrases name their unit', () => {
    expect(whyNamesUnit(cases.missedRecently.why)).toBe(true);
    expect(whyNamesUnit(cases.review.why)).toBe(false);
  });
});
