// SAT 기하와 삼각법: 직각삼각형과 삼각법
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '직각삼각형에서 빗변을 \\(c\\), 나머지 두 변을 \\(a\\), \\(b\\)라 하면 피타고라스 정리 \\(a^2+b^2=c^2\\)이 성립합니다. \\(3\\), \\(4\\), \\(5\\)나 \\(5\\), \\(12\\), \\(13\\), 또는 \\(8\\), \\(15\\), \\(17\\)처럼 자주 나오는 세 수(Pythagorean triples)를 기억해 두면 계산이 빨라집니다. 특수 직각삼각형은 참고 자료에도 나와 있습니다. \\(45^\\circ\\)-\\(45^\\circ\\)-\\(90^\\circ\\) 삼각형의 변의 비는 \\(1:1:\\sqrt{2}\\), \\(30^\\circ\\)-\\(60^\\circ\\)-\\(90^\\circ\\) 삼각형의 변의 비는 \\(1:\\sqrt{3}:2\\)입니다.',
      en: 'In a right triangle with legs \\(a\\) and \\(b\\) and hypotenuse \\(c\\), the Pythagorean theorem says \\(a^2+b^2=c^2\\). Knowing Pythagorean triples such as \\(3\\), \\(4\\), \\(5\\); \\(5\\), \\(12\\), \\(13\\); and \\(8\\), \\(15\\), \\(17\\) saves time. The special right triangles are on the reference sheet: a \\(45^\\circ\\)-\\(45^\\circ\\)-\\(90^\\circ\\) triangle has sides in the ratio \\(1:1:\\sqrt{2}\\), and a \\(30^\\circ\\)-\\(60^\\circ\\)-\\(90^\\circ\\) triangle has sides in the ratio \\(1:\\sqrt{3}:2\\).',
    },
    {
      ko: '예각 \\(\\theta\\)에 대하여 \\(\\sin\\theta=\\frac{(\\text{대변})}{(\\text{빗변})}\\), \\(\\cos\\theta=\\frac{(\\text{이웃변})}{(\\text{빗변})}\\), \\(\\tan\\theta=\\frac{(\\text{대변})}{(\\text{이웃변})}\\)입니다. 영어 약어 SOH-CAH-TOA로 외우면 편합니다. 어느 변이 대변이고 어느 변이 이웃변인지는 기준이 되는 각에 따라 바뀌므로, 그림에서 각의 위치를 먼저 확인합니다.',
      en: 'For an acute angle \\(\\theta\\) in a right triangle, \\(\\sin\\theta=\\frac{\\text{opposite}}{\\text{hypotenuse}}\\), \\(\\cos\\theta=\\frac{\\text{adjacent}}{\\text{hypotenuse}}\\), and \\(\\tan\\theta=\\frac{\\text{opposite}}{\\text{adjacent}}\\): SOH-CAH-TOA. Which side is opposite and which is adjacent depends on the angle you are working from, so locate the angle first.',
    },
    {
      ko: '직각삼각형의 두 예각의 합은 \\(90^\\circ\\)이므로 서로 여각(complementary angles)입니다. 한 각의 대변은 다른 각의 이웃변이 되므로 \\(\\sin x^\\circ=\\cos(90^\\circ-x^\\circ)\\)입니다. SAT에서는 \\(\\sin A=\\frac{5}{13}\\)일 때 \\(\\cos B\\)를 묻는 문제가 자주 나오는데, 답은 같은 값 \\(\\frac{5}{13}\\)입니다.',
      en: 'The two acute angles of a right triangle add up to \\(90^\\circ\\); they are complementary. The side opposite one is adjacent to the other, so \\(\\sin x^\\circ=\\cos(90^\\circ-x^\\circ)\\). A favorite SAT question gives \\(\\sin A=\\frac{5}{13}\\) in right triangle \\(ABC\\) with the right angle at \\(C\\) and asks for \\(\\cos B\\): it is the same, \\(\\frac{5}{13}\\).',
    },
  ],
  keyPoints: [
    {
      ko: '피타고라스 정리: \\(a^2+b^2=c^2\\) (\\(c\\)는 빗변)',
      en: 'Pythagorean theorem: \\(a^2+b^2=c^2\\), with \\(c\\) the hypotenuse.',
    },
    {
      ko: '특수 직각삼각형의 변의 비는 \\(1:1:\\sqrt{2}\\)와 \\(1:\\sqrt{3}:2\\)입니다.',
      en: 'Special right triangles: \\(1:1:\\sqrt{2}\\) and \\(1:\\sqrt{3}:2\\).',
    },
    {
      ko: 'SOH-CAH-TOA: 사인은 대변/빗변, 코사인은 이웃변/빗변, 탄젠트는 대변/이웃변입니다.',
      en: 'SOH-CAH-TOA: sine is opposite over hypotenuse, cosine is adjacent over hypotenuse, tangent is opposite over adjacent.',
    },
    {
      ko: '\\(\\sin x^\\circ=\\cos(90^\\circ-x^\\circ)\\)이므로 직각삼각형에서 \\(\\sin A=\\cos B\\)입니다.',
      en: '\\(\\sin x^\\circ=\\cos(90^\\circ-x^\\circ)\\), so in a right triangle \\(\\sin A=\\cos B\\).',
    },
  ],
  terms: [
    {
      term: { ko: '빗변 (hypotenuse)', en: 'hypotenuse' },
      meaning: { ko: '직각의 맞은편에 있는 가장 긴 변', en: 'the longest side, across from the right angle' },
    },
    {
      term: { ko: '대변과 이웃변 (opposite and adjacent sides)', en: 'opposite and adjacent sides' },
      meaning: {
        ko: '기준각의 맞은편에 있는 변과 기준각에 붙어 있는 빗변이 아닌 변',
        en: 'the leg across from the angle and the leg next to it',
      },
    },
    {
      term: { ko: '여각 (complementary angles)', en: 'complementary angles' },
      meaning: { ko: '합이 \\(90^\\circ\\)인 두 각', en: 'two angles whose measures add up to \\(90^\\circ\\)' },
    },
  ],
});
