// SAT 기하와 삼각법: 직선, 각, 삼각형
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '삼각형의 세 내각의 합은 \\(180^\\circ\\)이므로 두 각을 알면 나머지 한 각을 구할 수 있습니다. 직선 위의 한 점에서 만나는 각들의 합도 \\(180^\\circ\\)이고, 맞꼭지각(vertical angles)의 크기는 같습니다. 이등변삼각형은 두 밑각이 같고, 정삼각형은 세 각이 모두 \\(60^\\circ\\)입니다.',
      en: 'The angles of a triangle add up to \\(180^\\circ\\), so two angles give you the third. Angles that form a straight line also add up to \\(180^\\circ\\), and vertical angles are equal. An isosceles triangle has two equal base angles, and an equilateral triangle has three \\(60^\\circ\\) angles.',
    },
    {
      ko: '평행한 두 직선이 다른 한 직선(transversal)과 만나면 동위각(corresponding angles)과 엇각(alternate interior angles)의 크기가 각각 같습니다. 같은 쪽의 두 내각(same-side interior angles)의 합은 \\(180^\\circ\\)입니다. 그래서 이런 그림에 생기는 각은 모두 주어진 한 각과 크기가 같거나, 그 각과의 합이 \\(180^\\circ\\)입니다.',
      en: 'When a transversal crosses two parallel lines, corresponding angles are equal and alternate interior angles are equal, while same-side interior angles add up to \\(180^\\circ\\). So every angle in the picture is either equal to a given angle or supplementary to it.',
    },
    {
      ko: "두 삼각형의 대응하는 두 각의 크기가 각각 같으면 두 삼각형은 닮음(similar)입니다. 닮은 삼각형의 대응하는 변의 길이의 비는 일정하므로 비례식 \\(\\frac{a}{a'}=\\frac{b}{b'}\\)로 모르는 변을 구합니다. SAT에서는 큰 삼각형 안에 평행선이 그어져 작은 닮은 삼각형이 생기는 그림이 자주 나옵니다.",
      en: "If two angles of one triangle equal two angles of another, the triangles are similar, and their corresponding sides are proportional. Set up a proportion such as \\(\\frac{a}{a'}=\\frac{b}{b'}\\) to find a missing side. A common SAT picture is a segment drawn parallel to one side of a triangle, which cuts off a smaller similar triangle.",
    },
  ],
  keyPoints: [
    {
      ko: '삼각형의 세 내각의 합은 \\(180^\\circ\\)입니다.',
      en: 'The angles of a triangle sum to \\(180^\\circ\\).',
    },
    {
      ko: '맞꼭지각의 크기는 같고, 한 직선 위의 이웃한 두 각의 합은 \\(180^\\circ\\)입니다.',
      en: 'Vertical angles are equal; angles along a straight line sum to \\(180^\\circ\\).',
    },
    {
      ko: '평행선에서 동위각과 엇각의 크기는 같습니다.',
      en: 'With parallel lines, corresponding and alternate interior angles are equal.',
    },
    {
      ko: '두 각이 같으면 닮음이고, 대응변의 길이의 비가 일정합니다.',
      en: 'Two pairs of equal angles make triangles similar, with proportional sides.',
    },
  ],
  terms: [
    {
      term: { ko: '맞꼭지각 (vertical angles)', en: 'vertical angles' },
      meaning: {
        ko: '두 직선이 만날 때 서로 마주 보는 각',
        en: 'the opposite angles formed by two crossing lines',
      },
    },
    {
      term: { ko: '엇각 (alternate interior angles)', en: 'alternate interior angles' },
      meaning: {
        ko: '두 직선 사이에서 한 직선의 반대쪽에 엇갈려 있는 두 각',
        en: 'angles between two lines on opposite sides of the transversal',
      },
    },
    {
      term: { ko: '동위각 (corresponding angles)', en: 'corresponding angles' },
      meaning: {
        ko: '두 직선과 한 직선이 만날 때 같은 위치에 있는 두 각',
        en: 'angles in matching positions where a transversal crosses two lines',
      },
    },
    {
      term: { ko: '닮은 삼각형 (similar triangles)', en: 'similar triangles' },
      meaning: {
        ko: '모양이 같고 크기만 다를 수 있는 삼각형',
        en: 'triangles with the same shape, equal angles, and proportional sides',
      },
    },
  ],
});
