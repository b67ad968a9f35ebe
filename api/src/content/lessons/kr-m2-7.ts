// 중학교 2학년 7단원 도형의 닮음과 피타고라스 정리
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '한 도형을 일정한 비율로 확대하거나 축소한 것이 다른 도형과 합동일 때, 두 도형은 서로 닮음인 관계에 있다고 합니다. 닮은 두 도형에서 대응하는 변의 길이의 비는 일정하며, 이 비를 닮음비라고 합니다. 대응하는 각의 크기는 각각 같습니다. 닮음비를 이용하면 모르는 변의 길이를 비례식으로 구할 수 있습니다.',
      en: 'Two figures are similar when one is an enlargement or reduction of the other: they have the same shape but possibly different sizes. Corresponding angles are equal, and the ratio of corresponding side lengths is the same for every pair of sides; this is the scale factor, or ratio of similarity. Use it to set up a proportion and find a missing side.',
    },
    {
      ko: '닮음비가 \\(m:n\\)인 두 평면도형의 넓이의 비는 \\(m^2:n^2\\)이고, 닮음비가 \\(m:n\\)인 두 입체도형의 겉넓이의 비는 \\(m^2:n^2\\), 부피의 비는 \\(m^3:n^3\\)입니다. 예를 들어 닮음비가 \\(1:2\\)인 두 정육면체의 부피의 비는 \\(1:8\\)입니다.',
      en: 'If two similar figures have side lengths in the ratio \\(m:n\\), their areas are in the ratio \\(m^2:n^2\\), and for similar solids the volumes are in the ratio \\(m^3:n^3\\). For example, doubling every edge of a cube multiplies its surface area by \\(4\\) and its volume by \\(8\\).',
    },
    {
      ko: '직각삼각형에서 직각을 낀 두 변의 길이를 각각 \\(a\\), \\(b\\), 빗변의 길이를 \\(c\\)라 하면 \\(a^2+b^2=c^2\\)이 성립합니다. 이것을 피타고라스 정리라고 합니다. 거꾸로 세 변의 길이가 \\(a\\), \\(b\\), \\(c\\)인 삼각형에서 \\(a^2+b^2=c^2\\)이면 이 삼각형은 빗변의 길이가 \\(c\\)인 직각삼각형입니다. \\(c\\)는 가장 긴 변이어야 합니다.',
      en: 'In a right triangle with legs \\(a\\) and \\(b\\) and hypotenuse \\(c\\), \\(a^2+b^2=c^2\\). This is the Pythagorean theorem. The converse is also true: if the side lengths of a triangle satisfy \\(a^2+b^2=c^2\\), where \\(c\\) is the longest side, then the triangle is a right triangle with its right angle opposite \\(c\\).',
    },
  ],
  keyPoints: [
    {
      ko: '닮은 도형에서 대응변의 길이의 비는 일정하고, 대응각의 크기는 같습니다.',
      en: 'Similar figures have equal corresponding angles and proportional corresponding sides.',
    },
    {
      ko: '닮음비가 \\(m:n\\)이면 넓이의 비는 \\(m^2:n^2\\), 부피의 비는 \\(m^3:n^3\\)입니다.',
      en: 'Side ratio \\(m:n\\) means area ratio \\(m^2:n^2\\) and volume ratio \\(m^3:n^3\\).',
    },
    {
      ko: '직각삼각형에서 \\(a^2+b^2=c^2\\) (\\(c\\)는 빗변의 길이)',
      en: 'In a right triangle, \\(a^2+b^2=c^2\\), where \\(c\\) is the hypotenuse.',
    },
    {
      ko: '세 변 \\(3\\), \\(4\\), \\(5\\)나 \\(5\\), \\(12\\), \\(13\\)인 삼각형은 직각삼각형입니다.',
      en: 'Triangles with sides \\(3\\), \\(4\\), \\(5\\) or \\(5\\), \\(12\\), \\(13\\) are right triangles.',
    },
    {
      ko: '직각삼각형인지 판별할 때는 가장 긴 변의 길이의 제곱과 나머지 두 변의 길이의 제곱의 합을 비교합니다.',
      en: 'To test for a right triangle, compare the square of the longest side with the sum of the squares of the other two.',
    },
  ],
  terms: [
    {
      term: { ko: '닮음비', en: 'scale factor' },
      meaning: {
        ko: '닮은 두 도형에서 대응하는 변의 길이의 비',
        en: 'the ratio of corresponding side lengths in two similar figures',
      },
    },
    {
      term: { ko: '빗변', en: 'hypotenuse' },
      meaning: {
        ko: '직각삼각형에서 직각의 대변으로, 가장 긴 변',
        en: 'the side across from the right angle; the longest side of a right triangle',
      },
    },
    {
      term: { ko: '피타고라스 정리', en: 'Pythagorean theorem' },
      meaning: {
        ko: '직각삼각형에서 직각을 낀 두 변의 길이의 제곱의 합은 빗변의 길이의 제곱과 같다는 성질',
        en: 'in a right triangle, the sum of the squares of the legs equals the square of the hypotenuse',
      },
    },
  ],
});
