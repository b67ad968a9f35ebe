// 중학교 3학년 5단원 삼각비
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '\\(\\angle C=90^\\circ\\)인 직각삼각형 \\(ABC\\)에서 \\(\\angle A\\)의 크기가 정해지면 삼각형의 크기와 관계없이 변의 길이의 비가 일정합니다. \\(\\sin A=\\frac{\\overline{BC}}{\\overline{AB}}\\), \\(\\cos A=\\frac{\\overline{AC}}{\\overline{AB}}\\), \\(\\tan A=\\frac{\\overline{BC}}{\\overline{AC}}\\)를 통틀어 \\(\\angle A\\)의 삼각비라고 합니다. 즉 사인은 (높이)\\(\\div\\)(빗변), 코사인은 (밑변)\\(\\div\\)(빗변), 탄젠트는 (높이)\\(\\div\\)(밑변)입니다.',
      en: 'In a right triangle \\(ABC\\) with \\(\\angle C=90^\\circ\\), once \\(\\angle A\\) is fixed, the ratios of the sides stay the same no matter how big the triangle is. These are the trigonometric ratios of \\(\\angle A\\): \\(\\sin A=\\frac{\\text{opposite}}{\\text{hypotenuse}}\\), \\(\\cos A=\\frac{\\text{adjacent}}{\\text{hypotenuse}}\\), and \\(\\tan A=\\frac{\\text{opposite}}{\\text{adjacent}}\\). Many students remember them as SOH-CAH-TOA.',
    },
    {
      ko: '\\(30^\\circ\\), \\(45^\\circ\\), \\(60^\\circ\\)의 삼각비는 정삼각형과 직각이등변삼각형에서 구할 수 있습니다. \\(\\sin 30^\\circ=\\frac{1}{2}\\), \\(\\cos 30^\\circ=\\frac{\\sqrt{3}}{2}\\), \\(\\tan 30^\\circ=\\frac{\\sqrt{3}}{3}\\), \\(\\sin 45^\\circ=\\cos 45^\\circ=\\frac{\\sqrt{2}}{2}\\), \\(\\tan 45^\\circ=1\\), \\(\\sin 60^\\circ=\\frac{\\sqrt{3}}{2}\\), \\(\\cos 60^\\circ=\\frac{1}{2}\\), \\(\\tan 60^\\circ=\\sqrt{3}\\)입니다.',
      en: 'The ratios for \\(30^\\circ\\), \\(45^\\circ\\), and \\(60^\\circ\\) come from half of an equilateral triangle and from an isosceles right triangle: \\(\\sin 30^\\circ=\\frac{1}{2}\\), \\(\\cos 30^\\circ=\\frac{\\sqrt{3}}{2}\\), \\(\\tan 30^\\circ=\\frac{\\sqrt{3}}{3}\\); \\(\\sin 45^\\circ=\\cos 45^\\circ=\\frac{\\sqrt{2}}{2}\\), \\(\\tan 45^\\circ=1\\); \\(\\sin 60^\\circ=\\frac{\\sqrt{3}}{2}\\), \\(\\cos 60^\\circ=\\frac{1}{2}\\), \\(\\tan 60^\\circ=\\sqrt{3}\\).',
    },
    {
      ko: '삼각비를 이용하면 직접 잴 수 없는 높이나 거리를 구할 수 있습니다. 빗변의 길이가 \\(c\\)이고 한 예각의 크기가 \\(A\\)이면 높이는 \\(c\\sin A\\), 밑변의 길이는 \\(c\\cos A\\)입니다. 밑변의 길이가 \\(b\\)이면 높이는 \\(b\\tan A\\)입니다. 예를 들어 나무에서 \\(10\\)m 떨어진 곳에서 나무 꼭대기를 올려본각이 \\(45^\\circ\\)이면 나무의 높이는 \\(10\\tan 45^\\circ=10\\)(m)입니다.',
      en: 'Trigonometric ratios let you find heights and distances you cannot measure directly. If the hypotenuse is \\(c\\) and an acute angle is \\(A\\), the opposite side is \\(c\\sin A\\) and the adjacent side is \\(c\\cos A\\). If the adjacent side is \\(b\\), the opposite side is \\(b\\tan A\\). For example, standing \\(10\\) m from a tree and looking up at its top at an angle of elevation of \\(45^\\circ\\), the tree is \\(10\\tan 45^\\circ=10\\) m tall.',
    },
  ],
  keyPoints: [
    {
      ko: '사인은 (높이)\\(\\div\\)(빗변), 코사인은 (밑변)\\(\\div\\)(빗변), 탄젠트는 (높이)\\(\\div\\)(밑변)입니다.',
      en: 'SOH-CAH-TOA: sine is opposite over hypotenuse, cosine is adjacent over hypotenuse, tangent is opposite over adjacent.',
    },
    {
      ko: '삼각비는 삼각형의 크기와 관계없이 각의 크기에 따라 정해집니다.',
      en: 'A trigonometric ratio depends only on the angle, not on the size of the triangle.',
    },
    {
      ko: '\\(\\sin 30^\\circ=\\cos 60^\\circ=\\frac{1}{2}\\), \\(\\tan 45^\\circ=1\\), \\(\\tan 60^\\circ=\\sqrt{3}\\)처럼 특수각의 삼각비를 기억합니다.',
      en: 'Know the special angles: \\(\\sin 30^\\circ=\\cos 60^\\circ=\\frac{1}{2}\\), \\(\\tan 45^\\circ=1\\), \\(\\tan 60^\\circ=\\sqrt{3}\\).',
    },
    {
      ko: '높이는 (빗변)\\(\\times\\sin A\\) 또는 (밑변)\\(\\times\\tan A\\)로 구합니다.',
      en: 'Height \\(=\\) hypotenuse \\(\\times\\sin A\\), or adjacent side \\(\\times\\tan A\\).',
    },
  ],
  terms: [
    {
      term: { ko: '삼각비', en: 'trigonometric ratios' },
      meaning: {
        ko: '직각삼각형에서 한 예각에 대한 두 변의 길이의 비인 사인, 코사인, 탄젠트',
        en: 'sine, cosine, and tangent: ratios of two sides of a right triangle for an acute angle',
      },
    },
    {
      term: { ko: '사인', en: 'sine' },
      meaning: { ko: '빗변의 길이에 대한 높이의 비', en: 'the opposite side divided by the hypotenuse' },
    },
    {
      term: { ko: '코사인', en: 'cosine' },
      meaning: { ko: '빗변의 길이에 대한 밑변의 길이의 비', en: 'the adjacent side divided by the hypotenuse' },
    },
    {
      term: { ko: '탄젠트', en: 'tangent' },
      meaning: { ko: '밑변의 길이에 대한 높이의 비', en: 'the opposite side divided by the adjacent side' },
    },
    {
      term: { ko: '올려본각', en: 'angle of elevation' },
      meaning: {
        ko: '눈높이의 수평선에서 위쪽의 물체를 올려다본 각',
        en: 'the angle from the horizontal up to your line of sight',
      },
    },
  ],
});
