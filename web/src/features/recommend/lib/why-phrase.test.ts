import { STUDY_WHY_KEYS, type StudyWhy, type StudyWhyKey } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
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

/** A why with every fact empty unless given. */
function why(key: StudyWhyKey, facts: Partial<StudyWhy> = {}): StudyWhy {
  return { key, unitId: null, targetUnitId: null, missed: null, of: null, daysAgo: null, chance: null, ...facts };
}

const cases: Record<StudyWhyKey, { why: StudyWhy; en: string; ko: string }> = {
  missedRecently: {
    why: why('missedRecently', { unitId: 'fractions', missed: 2, of: 3 }),
    en: 'You missed 2 of 3 on Fractions last week',
    ko: '지난주 분수에서 3문제 중 2문제를 틀렸어요',
  },
  review: {
    why: why('review', { unitId: 'fractions', daysAgo: 3 }),
    en: 'Review: answered wrong 3 days ago',
    ko: '복습: 3일 전에 틀린 문제예요',
  },
  ready: {
    why: why('ready', { unitId: 'fractions' }),
    en: 'Ready: you have mastered its prerequisites',
    ko: '준비됐어요: 선수 단원을 모두 익혔어요',
  },
  prerequisiteFirst: {
    why: why('prerequisiteFirst', { unitId: 'addition', targetUnitId: 'fractions' }),
    en: 'Addition and subtraction first: Fractions builds on it',
    ko: '덧셈과 뺄셈부터 해요: 분수의 바탕이 되는 단원이에요',
  },
  rightLevel: {
    why: why('rightLevel', { unitId: 'fractions', chance: 0.714 }),
    en: 'Just right for you: about 71% likely right',
    ko: '딱 맞는 난이도: 맞힐 확률이 약 71%예요',
  },
  continueUnit: {
    why: why('continueUnit', { unitId: 'shapes' }),
    en: 'Keep going: Various shapes is not mastered yet',
    ko: '계속해요: 여러 가지 모양은 아직 다 익히지 못했어요',
  },
  interest: {
    why: why('interest', { unitId: 'course' }),
    en: 'From Elementary Grade 3, a course you follow',
    ko: '관심 과정에서 골랐어요: 초등학교 3학년',
  },
  bookmark: {
    why: why('bookmark', { unitId: 'upTo9' }),
    en: 'From Numbers up to 9, which you bookmarked',
    ko: '북마크한 단원이에요: 9까지의 수',
  },
  afterHelp: {
    why: why('afterHelp', { unitId: 'fractions' }),
    en: 'On your own now: like the problem you got help with',
    ko: '이제 혼자 풀어 봐요: 도움받은 문제와 비슷해요',
  },
  levelTest: {
    why: why('levelTest', { unitId: 'fractions' }),
    en: 'Where your level test said to start',
    ko: '레벨 테스트가 알려 준 시작 단원이에요',
  },
  gradeStart: {
    why: why('gradeStart', { unitId: 'upTo9' }),
    en: "Your grade's starting point",
    ko: '내 학년의 첫 단원이에요',
  },
};

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
