// SAT 문제 해결과 자료 분석: 비, 속력, 비례 관계와 단위
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '비(ratio)는 두 양의 상대적인 크기를, 단위당 비율(rate)은 한 양이 다른 양 \\(1\\)단위당 얼마인지를 나타냅니다. 속력은 대표적인 단위당 비율로 (거리) \\(=\\) (속력) \\(\\times\\) (시간)입니다. 시속 \\(60\\)마일로 \\(2.5\\)시간 달리면 \\(60\\times 2.5=150\\)마일을 갑니다.',
      en: 'A ratio compares two quantities; a rate tells how much of one quantity there is per unit of another, like miles per hour. For travel at a constant rate, distance \\(=\\) rate \\(\\times\\) time: driving \\(60\\) miles per hour for \\(2.5\\) hours covers \\(60\\times 2.5=150\\) miles.',
    },
    {
      ko: '두 양이 비례 관계(proportional relationship)에 있으면 \\(y=kx\\)로 나타낼 수 있고, 비례식 \\(\\frac{a}{b}=\\frac{c}{d}\\)를 세워 풀 수 있습니다. 레시피가 \\(4\\)인분에 밀가루 \\(3\\)컵이라면 \\(10\\)인분에는 \\(\\frac{3}{4}=\\frac{x}{10}\\)에서 \\(x=7.5\\)컵이 필요합니다.',
      en: 'When two quantities are proportional, \\(y=kx\\) for some constant \\(k\\), and you can solve with a proportion, \\(\\frac{a}{b}=\\frac{c}{d}\\). If a recipe uses \\(3\\) cups of flour for \\(4\\) servings, then \\(10\\) servings need \\(x\\) cups where \\(\\frac{3}{4}=\\frac{x}{10}\\), so \\(x=7.5\\).',
    },
    {
      ko: 'SAT에는 미국식 단위(피트, 인치, 야드, 마일, 갤런 등)가 자주 나옵니다. 단위 변환은 \\(1\\)과 같은 분수(변환 계수)를 곱하여 원하지 않는 단위를 약분하는 방식으로 합니다. 예를 들어 \\(1\\)피트 \\(=12\\)인치이므로 \\(5\\)피트는 \\(5\\times 12=60\\)인치입니다. 넓이 단위는 길이 변환을 두 번 적용해야 하므로 \\(1\\)제곱피트 \\(=144\\)제곱인치입니다.',
      en: 'The SAT uses US customary units such as feet, inches, yards, miles, and gallons. To convert, multiply by a conversion factor, a fraction equal to \\(1\\), so that the unwanted unit cancels: \\(5\\text{ ft}\\times\\frac{12\\text{ in}}{1\\text{ ft}}=60\\text{ in}\\). For area, convert twice: \\(1\\) square foot is \\(12\\times 12=144\\) square inches.',
    },
  ],
  keyPoints: [
    {
      ko: '(거리) \\(=\\) (속력) \\(\\times\\) (시간)',
      en: 'Distance \\(=\\) rate \\(\\times\\) time.',
    },
    {
      ko: '비례 관계는 \\(y=kx\\)이고, 비례식의 외항의 곱과 내항의 곱은 같습니다.',
      en: 'Proportional means \\(y=kx\\); in a proportion, the cross products are equal.',
    },
    {
      ko: '단위 변환은 변환 계수를 곱해 단위를 약분합니다.',
      en: 'Convert units by multiplying by conversion factors so the units cancel.',
    },
    {
      ko: '\\(1\\)피트 \\(=12\\)인치, \\(1\\)야드 \\(=3\\)피트, \\(1\\)마일 \\(=5280\\)피트입니다.',
      en: '\\(1\\) foot \\(=12\\) inches, \\(1\\) yard \\(=3\\) feet, \\(1\\) mile \\(=5280\\) feet.',
    },
  ],
  terms: [
    {
      term: { ko: '비 (ratio)', en: 'ratio' },
      meaning: { ko: '두 양의 크기를 비교한 것', en: 'a comparison of two quantities, such as \\(3:4\\)' },
    },
    {
      term: { ko: '단위당 비율 (rate)', en: 'rate' },
      meaning: {
        ko: '한 양이 다른 양 \\(1\\)단위당 얼마인지를 나타낸 값',
        en: 'how much of one quantity per one unit of another',
      },
    },
    {
      term: { ko: '비례 관계 (proportional relationship)', en: 'proportional relationship' },
      meaning: {
        ko: '두 양의 비가 항상 일정한 관계, \\(y=kx\\)',
        en: 'a relationship \\(y=kx\\) in which the ratio of the quantities stays the same',
      },
    },
    {
      term: { ko: '변환 계수 (conversion factor)', en: 'conversion factor' },
      meaning: {
        ko: '단위를 바꿀 때 곱하는, 값이 \\(1\\)인 분수',
        en: 'a fraction equal to \\(1\\), used to change units',
      },
    },
  ],
});
