// The course map: track → grade → chapter → unit, with sub-units and prerequisite links.
// KR follows the 2022 revision of the Korean national curriculum (elementary 1 to 공통수학1·2); SAT follows the
// four domains and nineteen skills of the digital SAT Math section. Unit ids are the unit file names under ./units.
//
// Notes where this tree departs from or settles the source list:
// - 1-2 sub-units are the lesson topics of one publisher's app, not textbook headings; they are kept because they
//   split the units the way lessons do.
// - 3-2 follows the printed 2022 table (곱셈, 나눗셈, 원, 분수, 들이와 무게, 그림그래프); one publisher orders it
//   differently. 5-2-5 is 직육면체와 정육면체; 6-1-6 is 직육면체의 겉넓이와 부피; 6-2 puts 공간과 입체 second;
//   6-2-5 is 원의 둘레와 넓이 (circumference is taught there in the 2022 books). 5-2-1 uses the textbook title
//   수의 범위와 어림하기; the list's 수의 범위와 올림, 버림, 반올림 is the achievement-standard wording.
// - Sub-units from 2-2 on are the lesson headings of the 2022 books, merged where one publisher splits a lesson in two
//   (곱셈구구 pairs the tables as most books teach them). Those units had templates before they had sub-units: see
//   `acceptsUntagged`.
// - 중3 keeps the 2015-revision units, which schools still use until the 2022 중3 books arrive. Under the 2022
//   revision 대푯값 moved to 중1 (kr-m1-8) and 중3 통계 covers dispersion, box plots and scatter plots; the sub-unit
//   names below say so, and their ids (kr-m3-7.s1, .s2) stay in the file's order.
// - 공통수학1 Ⅱ keeps 여러 가지 방정식과 부등식 as one sub-unit, as most books do.
import type { Localized } from './lib/types.js';

export type TrackId = 'KR' | 'SAT';

export interface SubUnitNode {
  id: string;
  name: Localized;
  order: number;
}

export interface UnitNode {
  id: string;
  name: Localized;
  order: number;
  subUnits: SubUnitNode[];
  /** Units a student should know first; any track. */
  prerequisites: string[];
}

export interface ChapterNode {
  id: string;
  name: Localized;
  order: number;
  units: UnitNode[];
}

export interface GradeNode {
  id: string;
  name: Localized;
  order: number;
  chapters: ChapterNode[];
}

export interface TrackNode {
  id: TrackId;
  name: Localized;
  order: number;
  grades: GradeNode[];
}

/** [ko, en] pairs keep the tables below readable. */
type Pair = readonly [string, string];
/** A unit: its names and, where known, its sub-units in textbook order. */
type UnitRow = readonly [ko: string, en: string, subUnits?: readonly Pair[]];

const loc = ([ko, en]: Pair): Localized => ({ ko, en });

const ELEMENTARY: Record<string, readonly UnitRow[]> = {
  '1-1': [
    [
      '9까지의 수',
      'Numbers up to 9',
      [
        ['1, 2, 3, 4, 5 알아보기', 'Numbers 1 to 5'],
        ['6, 7, 8, 9 알아보기', 'Numbers 6 to 9'],
        ['순서 알아보기', 'Ordinal position'],
        ['수의 순서 알아보기', 'Order of numbers'],
        ['1만큼 더 큰 수와 1만큼 더 작은 수', 'One more and one less'],
        ['0 알아보기', 'Zero'],
        ['수의 크기 비교하기', 'Comparing numbers'],
      ],
    ],
    [
      '여러 가지 모양',
      'Various shapes',
      [
        ['여러 가지 모양 찾기', 'Finding shapes'],
        ['여러 가지 모양 알아보기', 'Exploring shapes'],
        ['여러 가지 모양으로 만들기', 'Building with shapes'],
        ['모양 찾기 놀이', 'Shape-finding game'],
      ],
    ],
    [
      '덧셈과 뺄셈',
      'Addition and subtraction',
      [
        ['모으기와 가르기', 'Composing and decomposing numbers'],
        ['이야기 만들기', 'Number stories'],
        ['덧셈 알아보기', 'Addition'],
        ['뺄셈 알아보기', 'Subtraction'],
        ['0이 있는 덧셈과 뺄셈', 'Adding and subtracting 0'],
        ['덧셈과 뺄셈 하기', 'Mixed addition and subtraction'],
      ],
    ],
    [
      '비교하기',
      'Comparing',
      [
        ['길이 비교하기', 'Comparing length'],
        ['무게 비교하기', 'Comparing weight'],
        ['넓이 비교하기', 'Comparing area'],
        ['담을 수 있는 양 비교하기', 'Comparing capacity'],
      ],
    ],
    [
      '50까지의 수',
      'Numbers up to 50',
      [
        ['9 다음 수', 'The number after 9'],
        ['십몇', 'Teen numbers'],
        ['모으기와 가르기', 'Composing and decomposing'],
        ['10개씩 묶어 세기', 'Counting in tens'],
        ['50까지의 수 세기', 'Counting to 50'],
        ['50까지 수의 순서', 'Order of numbers to 50'],
        ['수의 크기 비교', 'Comparing numbers'],
      ],
    ],
  ],
  '1-2': [
    [
      '100까지의 수',
      'Numbers up to 100',
      [
        ['60, 70, 80, 90', 'Tens from 60 to 90'],
        ['99까지의 수', 'Numbers up to 99'],
        ['수의 순서', 'Order of numbers'],
        ['수의 크기 비교', 'Comparing numbers'],
        ['짝수와 홀수', 'Even and odd numbers'],
      ],
    ],
    [
      '덧셈과 뺄셈(1)',
      'Addition and subtraction (1)',
      [
        ['세 수의 덧셈과 뺄셈', 'Adding and subtracting three numbers'],
        ['10이 되는 더하기', 'Making 10'],
        ['10에서 빼기', 'Subtracting from 10'],
      ],
    ],
    [
      '모양과 시각',
      'Shapes and telling time',
      [
        ['□, △, ○ 모양', 'Square, triangle and circle shapes'],
        ['몇 시', "Telling time to the hour (o'clock)"],
        ['몇 시 30분', 'Telling time to the half hour'],
      ],
    ],
    [
      '덧셈과 뺄셈(2)',
      'Addition and subtraction (2)',
      [
        ['10을 만들어 더하기', 'Sums over 10 by making 10'],
        ['10을 이용해 빼기', 'Subtracting by regrouping through 10'],
      ],
    ],
    [
      '규칙 찾기',
      'Finding patterns',
      [
        ['반복되는 규칙', 'Repeating patterns'],
        ['수 배열표의 규칙', 'Patterns in number charts'],
        ['규칙을 수로 나타내기', 'Showing a pattern with numbers'],
      ],
    ],
    [
      '덧셈과 뺄셈(3)',
      'Addition and subtraction (3)',
      [['받아올림·받아내림이 없는 두 자리 수의 덧셈과 뺄셈', 'Two-digit addition and subtraction without regrouping']],
    ],
  ],
  '2-1': [
    [
      '세 자리 수',
      'Three-digit numbers',
      [
        ['백', 'Hundred'],
        ['몇백', 'Hundreds'],
        ['세 자리 수', 'Three-digit numbers'],
        ['각 자리의 숫자가 나타내는 값', 'Place value'],
        ['뛰어 세기', 'Skip counting'],
        ['수의 크기 비교', 'Comparing numbers'],
      ],
    ],
    [
      '여러 가지 도형',
      'Various figures',
      [
        ['삼각형', 'Triangles'],
        ['사각형', 'Quadrilaterals'],
        ['원', 'Circles'],
        ['칠교판으로 모양 만들기', 'Tangram'],
        ['쌓은 모양 알아보기', 'Stacked cubes'],
        ['여러 가지 모양으로 쌓기', 'Stacking in different ways'],
      ],
    ],
    [
      '덧셈과 뺄셈',
      'Addition and subtraction',
      [
        ['여러 가지 방법으로 덧셈하기', 'Addition strategies'],
        ['덧셈하기', 'Addition'],
        ['여러 가지 방법으로 뺄셈하기', 'Subtraction strategies'],
        ['뺄셈하기', 'Subtraction'],
        ['세 수의 계산', 'Calculating with three numbers'],
        ['덧셈과 뺄셈의 관계', 'How addition and subtraction are related'],
        ['□가 사용된 식', 'Equations with a box'],
      ],
    ],
    [
      '길이 재기',
      'Measuring length',
      [
        ['길이 비교 방법', 'Ways to compare length'],
        ['여러 가지 단위로 재기', 'Measuring with non-standard units'],
        ['1 cm', 'One centimeter'],
        ['자로 길이 재기', 'Measuring with a ruler'],
        ['길이 어림하기', 'Estimating length'],
      ],
    ],
    [
      '분류하기',
      'Classifying',
      [
        ['분류 알아보기', 'What classifying is'],
        ['기준에 따라 분류하기', 'Classifying by a rule'],
        ['분류하고 세기', 'Classifying and counting'],
        ['분류한 결과 말하기', 'Reporting the results'],
      ],
    ],
    [
      '곱셈',
      'Multiplication',
      [
        ['여러 가지 방법으로 세기', 'Counting strategies'],
        ['묶어 세기', 'Counting in groups'],
        ['몇의 몇 배', 'Times as many'],
        ['몇의 몇 배로 나타내기', 'Writing "times as many"'],
        ['곱셈 알아보기', 'Multiplication'],
        ['곱셈식으로 나타내기', 'Multiplication sentences'],
      ],
    ],
  ],
  '2-2': [
    [
      '네 자리 수',
      'Four-digit numbers',
      [
        ['천', 'Thousand'],
        ['몇천', 'Thousands'],
        ['네 자리 수', 'Four-digit numbers'],
        ['각 자리의 숫자가 나타내는 값', 'Place value'],
        ['뛰어 세기', 'Skip counting'],
        ['수의 크기 비교', 'Comparing numbers'],
      ],
    ],
    [
      '곱셈구구',
      'Multiplication tables',
      [
        ['2단, 5단 곱셈구구', 'The 2s and 5s tables'],
        ['3단, 6단 곱셈구구', 'The 3s and 6s tables'],
        ['4단, 8단 곱셈구구', 'The 4s and 8s tables'],
        ['7단, 9단 곱셈구구', 'The 7s and 9s tables'],
        ['1단 곱셈구구와 0의 곱', 'Multiplying by 1 and by 0'],
        ['곱셈표', 'The multiplication chart'],
      ],
    ],
    [
      '길이 재기',
      'Measuring length (m and cm)',
      [
        ['cm보다 더 큰 단위', 'Meters: a unit longer than a centimeter'],
        ['자로 길이 재기', 'Measuring with a tape measure'],
        ['길이의 합', 'Adding lengths'],
        ['길이의 차', 'Subtracting lengths'],
        ['길이 어림하기', 'Estimating length'],
      ],
    ],
    [
      '시각과 시간',
      'Telling time and elapsed time',
      [
        ['몇 시 몇 분', 'Telling time to five minutes'],
        ['몇 시 몇 분(1분 단위)', 'Telling time to the minute'],
        ['여러 가지 방법으로 시각 읽기', 'Minutes before the hour'],
        ['1시간', 'One hour'],
        ['걸린 시간', 'Elapsed time'],
        ['하루의 시간', 'Hours in a day (a.m. and p.m.)'],
        ['달력', 'The calendar'],
      ],
    ],
    [
      '표와 그래프',
      'Tables and graphs',
      [
        ['자료를 분류하여 표로 나타내기', 'Sorting data into a table'],
        ['자료를 조사하여 표로 나타내기', 'Collecting data in a table'],
        ['그래프로 나타내기', 'Making a graph'],
        ['표와 그래프의 내용 알아보기', 'Reading tables and graphs'],
      ],
    ],
    [
      '규칙 찾기',
      'Finding patterns',
      [
        ['덧셈표에서 규칙 찾기', 'Patterns in an addition table'],
        ['곱셈표에서 규칙 찾기', 'Patterns in a multiplication table'],
        ['무늬에서 규칙 찾기', 'Patterns in designs'],
        ['쌓은 모양에서 규칙 찾기', 'Patterns in stacked cubes'],
        ['생활에서 규칙 찾기', 'Patterns in everyday life'],
      ],
    ],
  ],
  '3-1': [
    [
      '덧셈과 뺄셈',
      'Addition and subtraction',
      [
        ['받아올림이 없는 세 자리 수의 덧셈', 'Adding three-digit numbers without regrouping'],
        ['받아올림이 있는 세 자리 수의 덧셈', 'Adding three-digit numbers with regrouping'],
        ['받아내림이 없는 세 자리 수의 뺄셈', 'Subtracting three-digit numbers without regrouping'],
        ['받아내림이 있는 세 자리 수의 뺄셈', 'Subtracting three-digit numbers with regrouping'],
        ['덧셈과 뺄셈 어림하기', 'Estimating sums and differences'],
      ],
    ],
    [
      '평면도형',
      'Plane figures',
      [
        ['선의 종류', 'Lines, rays and line segments'],
        ['각', 'Angles'],
        ['직각', 'Right angles'],
        ['직각삼각형', 'Right triangles'],
        ['직사각형', 'Rectangles'],
        ['정사각형', 'Squares'],
      ],
    ],
    [
      '나눗셈',
      'Division',
      [
        ['똑같이 나누기', 'Sharing equally'],
        ['곱셈과 나눗셈의 관계', 'How multiplication and division are related'],
        ['나눗셈의 몫을 곱셈구구로 구하기', 'Finding quotients with the multiplication tables'],
      ],
    ],
    [
      '곱셈',
      'Multiplication',
      [
        ['(몇십)×(몇)', 'Multiplying tens by a one-digit number'],
        ['올림이 없는 (몇십몇)×(몇)', 'Two-digit by one-digit without regrouping'],
        ['십의 자리에서 올림이 있는 (몇십몇)×(몇)', 'Regrouping from the tens place'],
        ['일의 자리에서 올림이 있는 (몇십몇)×(몇)', 'Regrouping from the ones place'],
        ['십의 자리와 일의 자리에서 올림이 있는 (몇십몇)×(몇)', 'Regrouping from both places'],
      ],
    ],
    [
      '길이와 시간',
      'Length and time',
      [
        ['1 cm보다 작은 단위', 'Millimeters'],
        ['1 m보다 큰 단위', 'Kilometers'],
        ['길이 어림하고 재기', 'Estimating and measuring length'],
        ['1분보다 작은 단위', 'Seconds'],
        ['시간의 덧셈', 'Adding time'],
        ['시간의 뺄셈', 'Subtracting time'],
      ],
    ],
    [
      '분수와 소수',
      'Fractions and decimals',
      [
        ['똑같이 나누기', 'Equal parts'],
        ['분수', 'Fractions'],
        ['분모가 같은 분수의 크기 비교', 'Comparing fractions with like denominators'],
        ['단위분수의 크기 비교', 'Comparing unit fractions'],
        ['소수', 'Decimals (tenths)'],
        ['소수의 크기 비교', 'Comparing decimals'],
      ],
    ],
  ],
  '3-2': [
    [
      '곱셈',
      'Multiplication',
      [
        ['(세 자리 수)×(한 자리 수)', 'Three-digit by one-digit multiplication'],
        ['(몇십)×(몇십), (몇십몇)×(몇십)', 'Multiplying by tens'],
        ['(몇)×(몇십몇)', 'One-digit by two-digit multiplication'],
        ['(몇십몇)×(몇십몇)', 'Two-digit by two-digit multiplication'],
      ],
    ],
    [
      '나눗셈',
      'Division',
      [
        ['(몇십)÷(몇)', 'Dividing tens by a one-digit number'],
        ['(몇십몇)÷(몇)', 'Two-digit by one-digit division'],
        ['나머지가 있는 나눗셈', 'Division with remainders'],
        ['(세 자리 수)÷(한 자리 수)', 'Three-digit by one-digit division'],
        ['계산이 맞는지 확인하기', 'Checking a division'],
      ],
    ],
    [
      '원',
      'Circles',
      [
        ['원의 중심, 반지름, 지름', 'Center, radius and diameter'],
        ['원의 성질', 'Properties of a circle'],
        ['컴퍼스로 원 그리기', 'Drawing circles with a compass'],
        ['원을 이용하여 여러 가지 모양 그리기', 'Designs made of circles'],
      ],
    ],
    [
      '분수',
      'Fractions',
      [
        ['분수로 나타내기', 'Fractions of a group'],
        ['분수만큼은 얼마인지 알아보기', 'Finding a fraction of a number'],
        ['여러 가지 분수', 'Proper fractions, improper fractions and mixed numbers'],
        ['분모가 같은 분수의 크기 비교', 'Comparing fractions with like denominators'],
      ],
    ],
    [
      '들이와 무게',
      'Capacity and weight',
      [
        ['들이 비교', 'Comparing capacity'],
        ['들이의 단위', 'Liters and milliliters'],
        ['들이의 덧셈과 뺄셈', 'Adding and subtracting capacity'],
        ['무게 비교', 'Comparing weight'],
        ['무게의 단위', 'Kilograms, grams and tons'],
        ['무게의 덧셈과 뺄셈', 'Adding and subtracting weight'],
      ],
    ],
    [
      '그림그래프',
      'Pictographs',
      [
        ['그림그래프 알아보기', 'Reading pictographs'],
        ['그림그래프로 나타내기', 'Making pictographs'],
        ['자료를 조사하여 그림그래프로 나타내기', 'Collecting data for a pictograph'],
      ],
    ],
  ],
  '4-1': [
    [
      '큰 수',
      'Large numbers',
      [
        ['만', 'Ten thousand'],
        ['다섯 자리 수', 'Five-digit numbers'],
        ['십만, 백만, 천만', 'Hundred thousands, millions and ten millions'],
        ['억과 조', 'Hundred millions and trillions'],
        ['뛰어 세기', 'Skip counting'],
        ['수의 크기 비교', 'Comparing numbers'],
      ],
    ],
    [
      '각도',
      'Angles',
      [
        ['각의 크기 비교', 'Comparing angles'],
        ['각의 크기 재기', 'Measuring angles'],
        ['예각과 둔각', 'Acute and obtuse angles'],
        ['각도 어림하기', 'Estimating angles'],
        ['각도의 합과 차', 'Adding and subtracting angles'],
        ['삼각형의 세 각의 크기의 합', 'The angle sum of a triangle'],
        ['사각형의 네 각의 크기의 합', 'The angle sum of a quadrilateral'],
      ],
    ],
    [
      '곱셈과 나눗셈',
      'Multiplication and division',
      [
        ['(세 자리 수)×(몇십)', 'Three-digit numbers times tens'],
        ['(세 자리 수)×(두 자리 수)', 'Three-digit by two-digit multiplication'],
        ['(세 자리 수)÷(몇십)', 'Dividing by tens'],
        ['(두 자리 수)÷(두 자리 수)', 'Two-digit by two-digit division'],
        ['(세 자리 수)÷(두 자리 수)', 'Three-digit by two-digit division'],
      ],
    ],
    [
      '평면도형의 이동',
      'Moving plane figures',
      [
        ['평면도형 밀기', 'Sliding figures'],
        ['평면도형 뒤집기', 'Flipping figures'],
        ['평면도형 돌리기', 'Turning figures'],
        ['무늬 꾸미기', 'Making designs'],
      ],
    ],
    [
      '막대그래프',
      'Bar graphs',
      [
        ['막대그래프 알아보기', 'Reading bar graphs'],
        ['막대그래프로 나타내기', 'Making bar graphs'],
        ['막대그래프 해석하기', 'Interpreting bar graphs'],
      ],
    ],
    [
      '규칙 찾기',
      'Finding patterns',
      [
        ['수의 배열에서 규칙 찾기', 'Patterns in number arrays'],
        ['모양의 배열에서 규칙 찾기', 'Patterns in shape arrangements'],
        ['계산식에서 규칙 찾기', 'Patterns in calculations'],
        ['등호를 사용한 식', 'Equations with an equal sign'],
      ],
    ],
  ],
  '4-2': [
    [
      '분수의 덧셈과 뺄셈',
      'Adding and subtracting fractions',
      [
        ['분모가 같은 진분수의 덧셈', 'Adding proper fractions with like denominators'],
        ['분모가 같은 진분수의 뺄셈', 'Subtracting proper fractions with like denominators'],
        ['분모가 같은 대분수의 덧셈', 'Adding mixed numbers with like denominators'],
        ['분모가 같은 대분수의 뺄셈', 'Subtracting mixed numbers with like denominators'],
      ],
    ],
    [
      '삼각형',
      'Triangles',
      [
        ['변의 길이에 따라 분류하기', 'Classifying triangles by their sides'],
        ['이등변삼각형의 성질', 'Properties of isosceles triangles'],
        ['정삼각형의 성질', 'Properties of equilateral triangles'],
        ['각의 크기에 따라 분류하기', 'Classifying triangles by their angles'],
        ['두 가지 기준으로 분류하기', 'Classifying by sides and angles'],
      ],
    ],
    [
      '소수의 덧셈과 뺄셈',
      'Adding and subtracting decimals',
      [
        ['소수 두 자리 수', 'Hundredths'],
        ['소수 세 자리 수', 'Thousandths'],
        ['소수의 크기 비교', 'Comparing decimals'],
        ['소수 사이의 관계', 'How decimal places are related'],
        ['소수 한 자리 수의 덧셈과 뺄셈', 'Adding and subtracting tenths'],
        ['소수 두 자리 수의 덧셈과 뺄셈', 'Adding and subtracting hundredths'],
      ],
    ],
    [
      '사각형',
      'Quadrilaterals',
      [
        ['수직과 수선', 'Perpendicular lines'],
        ['평행과 평행선', 'Parallel lines'],
        ['평행선 사이의 거리', 'The distance between parallel lines'],
        ['사다리꼴', 'Trapezoids'],
        ['평행사변형', 'Parallelograms'],
        ['마름모', 'Rhombuses'],
        ['여러 가지 사각형', 'Classifying quadrilaterals'],
      ],
    ],
    [
      '꺾은선그래프',
      'Line graphs',
      [
        ['꺾은선그래프 알아보기', 'Reading line graphs'],
        ['꺾은선그래프 해석하기', 'Interpreting line graphs'],
        ['꺾은선그래프로 나타내기', 'Making line graphs'],
      ],
    ],
    [
      '다각형',
      'Polygons',
      [
        ['다각형', 'Polygons'],
        ['정다각형', 'Regular polygons'],
        ['대각선', 'Diagonals'],
        ['모양 만들기와 모양 채우기', 'Making and filling shapes'],
      ],
    ],
  ],
  '5-1': [
    [
      '자연수의 혼합 계산',
      'Order of operations with whole numbers',
      [
        ['덧셈과 뺄셈이 섞여 있는 식', 'Addition and subtraction together'],
        ['곱셈과 나눗셈이 섞여 있는 식', 'Multiplication and division together'],
        ['덧셈, 뺄셈, 곱셈이 섞여 있는 식', 'Addition, subtraction and multiplication together'],
        ['덧셈, 뺄셈, 나눗셈이 섞여 있는 식', 'Addition, subtraction and division together'],
        ['덧셈, 뺄셈, 곱셈, 나눗셈이 섞여 있는 식', 'All four operations together'],
      ],
    ],
    [
      '약수와 배수',
      'Factors and multiples',
      [
        ['약수와 배수', 'Factors and multiples'],
        ['약수와 배수의 관계', 'How factors and multiples are related'],
        ['공약수와 최대공약수', 'Common factors and the greatest common factor'],
        ['공배수와 최소공배수', 'Common multiples and the least common multiple'],
      ],
    ],
    [
      '대응 관계',
      'Relationships between quantities',
      [
        ['두 양 사이의 관계', 'Relationships between two quantities'],
        ['대응 관계를 식으로 나타내기', 'Writing a relationship as an equation'],
        ['생활 속에서 대응 관계 찾기', 'Relationships in everyday life'],
      ],
    ],
    [
      '약분과 통분',
      'Simplifying fractions and common denominators',
      [
        ['크기가 같은 분수', 'Equivalent fractions'],
        ['약분', 'Simplifying fractions'],
        ['통분', 'Common denominators'],
        ['분수의 크기 비교', 'Comparing fractions'],
        ['분수와 소수의 크기 비교', 'Comparing fractions and decimals'],
      ],
    ],
    [
      '분수의 덧셈과 뺄셈',
      'Adding and subtracting fractions',
      [
        ['진분수의 덧셈', 'Adding proper fractions'],
        ['대분수의 덧셈', 'Adding mixed numbers'],
        ['진분수의 뺄셈', 'Subtracting proper fractions'],
        ['대분수의 뺄셈', 'Subtracting mixed numbers'],
      ],
    ],
    [
      '다각형의 둘레와 넓이',
      'Perimeter and area of polygons',
      [
        ['정다각형의 둘레', 'Perimeter of regular polygons'],
        ['사각형의 둘레', 'Perimeter of rectangles'],
        ['넓이의 단위', 'Units of area'],
        ['직사각형의 넓이', 'Area of rectangles'],
        ['평행사변형의 넓이', 'Area of parallelograms'],
        ['삼각형의 넓이', 'Area of triangles'],
        ['마름모의 넓이', 'Area of rhombuses'],
        ['사다리꼴의 넓이', 'Area of trapezoids'],
      ],
    ],
  ],
  '5-2': [
    [
      '수의 범위와 어림하기',
      'Ranges of numbers and rounding',
      [
        ['이상과 이하', 'At least and at most'],
        ['초과와 미만', 'Greater than and less than'],
        ['올림', 'Rounding up'],
        ['버림', 'Rounding down'],
        ['반올림', 'Rounding to the nearest'],
      ],
    ],
    [
      '분수의 곱셈',
      'Multiplying fractions',
      [
        ['(분수)×(자연수)', 'A fraction times a whole number'],
        ['(자연수)×(분수)', 'A whole number times a fraction'],
        ['진분수의 곱셈', 'Multiplying proper fractions'],
        ['여러 가지 분수의 곱셈', 'Multiplying mixed numbers'],
      ],
    ],
    [
      '합동과 대칭',
      'Congruence and symmetry',
      [
        ['도형의 합동', 'Congruent figures'],
        ['합동인 도형의 성질', 'Properties of congruent figures'],
        ['선대칭도형', 'Line symmetry'],
        ['점대칭도형', 'Point symmetry'],
      ],
    ],
    [
      '소수의 곱셈',
      'Multiplying decimals',
      [
        ['(소수)×(자연수)', 'A decimal times a whole number'],
        ['(자연수)×(소수)', 'A whole number times a decimal'],
        ['(소수)×(소수)', 'A decimal times a decimal'],
        ['곱의 소수점의 위치', 'Where the decimal point goes'],
      ],
    ],
    [
      '직육면체와 정육면체',
      'Rectangular prisms and cubes',
      [
        ['직육면체', 'Rectangular prisms'],
        ['정육면체', 'Cubes'],
        ['직육면체의 성질', 'Properties of rectangular prisms'],
        ['직육면체의 겨냥도', 'Sketches of rectangular prisms'],
        ['정육면체와 직육면체의 전개도', 'Nets of cubes and rectangular prisms'],
      ],
    ],
    [
      '평균과 가능성',
      'Mean and likelihood',
      [
        ['평균', 'The mean'],
        ['평균 구하기', 'Finding the mean'],
        ['평균 이용하기', 'Using the mean'],
        ['일이 일어날 가능성', 'How likely an event is'],
        ['가능성을 수로 표현하기', 'Likelihood as a number'],
      ],
    ],
  ],
  '6-1': [
    [
      '분수의 나눗셈',
      'Dividing fractions',
      [
        ['(자연수)÷(자연수)의 몫을 분수로 나타내기', 'Quotients of whole numbers as fractions'],
        ['(분수)÷(자연수)', 'A fraction divided by a whole number'],
        ['(대분수)÷(자연수)', 'A mixed number divided by a whole number'],
      ],
    ],
    [
      '각기둥과 각뿔',
      'Prisms and pyramids',
      [
        ['각기둥', 'Prisms'],
        ['각기둥의 전개도', 'Nets of prisms'],
        ['각뿔', 'Pyramids'],
      ],
    ],
    [
      '소수의 나눗셈',
      'Dividing decimals',
      [
        ['(소수)÷(자연수)', 'A decimal divided by a whole number'],
        ['몫이 1보다 작은 (소수)÷(자연수)', 'Quotients less than 1'],
        ['소수점 아래 0을 내려 계산하기', 'Writing zeros to keep dividing'],
        ['몫의 소수 첫째 자리에 0이 있는 나눗셈', 'A zero in the tenths place of the quotient'],
        ['(자연수)÷(자연수)의 몫을 소수로 나타내기', 'Quotients of whole numbers as decimals'],
        ['몫의 소수점 위치 확인하기', 'Checking where the decimal point goes'],
      ],
    ],
    [
      '비와 비율',
      'Ratios and rates',
      [
        ['두 수 비교하기', 'Comparing two quantities'],
        ['비', 'Ratios'],
        ['비율', 'Rates'],
        ['비율이 사용되는 경우', 'Rates in everyday life'],
        ['백분율', 'Percent'],
        ['백분율이 사용되는 경우', 'Percent in everyday life'],
      ],
    ],
    [
      '여러 가지 그래프',
      'Circle graphs and strip graphs',
      [
        ['그림그래프', 'Pictographs'],
        ['띠그래프', 'Strip graphs'],
        ['띠그래프로 나타내기', 'Making strip graphs'],
        ['원그래프', 'Circle graphs'],
        ['원그래프로 나타내기', 'Making circle graphs'],
        ['그래프 해석하기', 'Interpreting graphs'],
      ],
    ],
    [
      '직육면체의 겉넓이와 부피',
      'Surface area and volume of rectangular prisms',
      [
        ['직육면체의 겉넓이', 'Surface area of rectangular prisms'],
        ['부피 비교', 'Comparing volume'],
        ['부피의 단위', 'Units of volume'],
        ['직육면체의 부피', 'Volume of rectangular prisms'],
        ['m³', 'Cubic meters'],
      ],
    ],
  ],
  '6-2': [
    [
      '분수의 나눗셈',
      'Dividing fractions',
      [
        ['분모가 같은 (분수)÷(분수)', 'Dividing fractions with like denominators'],
        ['분모가 다른 (분수)÷(분수)', 'Dividing fractions with unlike denominators'],
        ['(자연수)÷(분수)', 'A whole number divided by a fraction'],
        ['(분수)÷(분수)를 (분수)×(분수)로 나타내기', 'Dividing by multiplying by the reciprocal'],
        ['대분수의 나눗셈', 'Dividing mixed numbers'],
      ],
    ],
    [
      '공간과 입체',
      'Space and solid figures',
      [
        ['보는 방향에 따라 다른 모양', 'Views from different directions'],
        ['쌓기나무의 개수', 'Counting stacked cubes'],
        ['위, 앞, 옆에서 본 모양', 'Top, front and side views'],
        ['층별로 나타낸 모양', 'Floor-by-floor plans'],
        ['여러 가지 모양 만들기', 'Building shapes'],
      ],
    ],
    [
      '소수의 나눗셈',
      'Dividing decimals',
      [
        ['(소수)÷(소수)', 'A decimal divided by a decimal'],
        ['자릿수가 다른 (소수)÷(소수)', 'Decimals with different numbers of places'],
        ['(자연수)÷(소수)', 'A whole number divided by a decimal'],
        ['몫을 반올림하여 나타내기', 'Rounding the quotient'],
        ['나누어 주고 남는 양', 'Sharing and the amount left over'],
      ],
    ],
    [
      '비례식과 비례배분',
      'Proportions and proportional sharing',
      [
        ['비의 성질', 'Properties of ratios'],
        ['간단한 자연수의 비로 나타내기', 'Simplest whole-number ratios'],
        ['비례식', 'Proportions'],
        ['비례식의 성질', 'Properties of proportions'],
        ['비례식의 활용', 'Using proportions'],
        ['비례배분', 'Proportional sharing'],
      ],
    ],
    [
      '원의 둘레와 넓이',
      'Circumference and area of a circle',
      [
        ['원주와 지름의 관계', 'Circumference and diameter'],
        ['원주율', 'Pi'],
        ['원주와 지름 구하기', 'Finding the circumference and the diameter'],
        ['원의 넓이 어림하기', 'Estimating the area of a circle'],
        ['원의 넓이 구하기', 'Finding the area of a circle'],
      ],
    ],
    [
      '원기둥, 원뿔, 구',
      'Cylinders, cones and spheres',
      [
        ['원기둥', 'Cylinders'],
        ['원기둥의 전개도', 'Nets of cylinders'],
        ['원뿔', 'Cones'],
        ['구', 'Spheres'],
      ],
    ],
  ],
};

/** Middle school: one book per grade; the unit number runs across both semesters. */
const MIDDLE: Record<number, readonly (readonly [semester: 1 | 2, row: UnitRow])[]> = {
  1: [
    [1, ['소인수분해', 'Prime factorization']],
    [1, ['정수와 유리수', 'Integers and rational numbers']],
    [
      1,
      [
        '문자와 식',
        'Variables and expressions',
        [
          ['문자의 사용과 식', 'Using letters in expressions'],
          ['일차방정식', 'Linear equations'],
        ],
      ],
    ],
    [
      1,
      [
        '좌표평면과 그래프',
        'The coordinate plane and graphs',
        [
          ['좌표와 그래프', 'Coordinates and graphs'],
          ['정비례와 반비례', 'Direct and inverse proportion'],
        ],
      ],
    ],
    [
      2,
      [
        '기본 도형과 작도',
        'Basic figures and constructions',
        [
          ['기본 도형', 'Basic figures'],
          ['작도와 합동', 'Constructions and congruence'],
        ],
      ],
    ],
    [2, ['평면도형의 성질', 'Properties of plane figures']],
    [2, ['입체도형의 성질', 'Properties of solid figures']],
    [
      2,
      [
        '자료의 정리와 해석',
        'Organizing and interpreting data',
        [
          ['대푯값', 'Measures of center'],
          ['도수분포표와 상대도수', 'Frequency tables and relative frequency'],
        ],
      ],
    ],
  ],
  2: [
    [1, ['유리수와 순환소수', 'Rational numbers and repeating decimals']],
    [1, ['식의 계산', 'Working with expressions']],
    [1, ['일차부등식', 'Linear inequalities']],
    [1, ['연립일차방정식', 'Systems of linear equations']],
    [1, ['일차함수', 'Linear functions']],
    [
      2,
      [
        '삼각형과 사각형의 성질',
        'Properties of triangles and quadrilaterals',
        [
          ['삼각형의 성질', 'Properties of triangles'],
          ['사각형의 성질', 'Properties of quadrilaterals'],
        ],
      ],
    ],
    [
      2,
      [
        '도형의 닮음과 피타고라스 정리',
        'Similar figures and the Pythagorean theorem',
        [
          ['도형의 닮음', 'Similar figures'],
          ['피타고라스 정리', 'The Pythagorean theorem'],
        ],
      ],
    ],
    [2, ['확률', 'Probability']],
  ],
  3: [
    [
      1,
      [
        '제곱근과 실수',
        'Square roots and real numbers',
        [
          ['제곱근과 실수', 'Square roots and real numbers'],
          ['근호를 포함한 식의 계산', 'Calculating with radicals'],
        ],
      ],
    ],
    [
      1,
      [
        '다항식의 곱셈과 인수분해',
        'Multiplying and factoring polynomials',
        [
          ['다항식의 곱셈', 'Multiplying polynomials'],
          ['다항식의 인수분해', 'Factoring polynomials'],
        ],
      ],
    ],
    [
      1,
      [
        '이차방정식',
        'Quadratic equations',
        [
          ['이차방정식의 풀이', 'Solving quadratic equations'],
          ['이차방정식의 활용', 'Applications of quadratic equations'],
        ],
      ],
    ],
    [
      1,
      [
        '이차함수',
        'Quadratic functions',
        [
          ['이차함수의 그래프', 'Graphs of quadratic functions'],
          ['이차함수의 활용', 'Applications of quadratic functions'],
        ],
      ],
    ],
    [
      2,
      [
        '삼각비',
        'Trigonometric ratios',
        [
          ['삼각비', 'Trigonometric ratios'],
          ['삼각비의 활용', 'Applications of trigonometric ratios'],
        ],
      ],
    ],
    [
      2,
      [
        '원의 성질',
        'Properties of circles',
        [
          ['원과 직선', 'Circles and lines'],
          ['원주각', 'Inscribed angles'],
          ['원주각의 활용', 'Applications of inscribed angles'],
        ],
      ],
    ],
    [
      2,
      [
        '통계',
        'Statistics',
        [
          ['대푯값과 산포도', 'Center and spread'],
          ['상관관계', 'Scatter plots and correlation'],
        ],
      ],
    ],
  ],
};

const COMMON: readonly (readonly [course: 1 | 2, rows: readonly UnitRow[]])[] = [
  [
    1,
    [
      [
        '다항식',
        'Polynomials',
        [
          ['다항식의 연산', 'Operations on polynomials'],
          ['항등식과 나머지정리', 'Identities and the remainder theorem'],
          ['인수분해', 'Factoring'],
        ],
      ],
      [
        '방정식과 부등식',
        'Equations and inequalities',
        [
          ['복소수와 이차방정식', 'Complex numbers and quadratic equations'],
          ['이차방정식과 이차함수', 'Quadratic equations and quadratic functions'],
          ['여러 가지 방정식과 부등식', 'Other equations and inequalities'],
        ],
      ],
      [
        '경우의 수',
        'Counting',
        [
          ['합의 법칙과 곱의 법칙', 'The sum and product rules'],
          ['순열과 조합', 'Permutations and combinations'],
        ],
      ],
      ['행렬', 'Matrices', [['행렬과 그 연산', 'Matrices and their operations']]],
    ],
  ],
  [
    2,
    [
      [
        '도형의 방정식',
        'Equations of figures',
        [
          ['평면좌표', 'Coordinates in the plane'],
          ['직선의 방정식', 'Equations of lines'],
          ['원의 방정식', 'Equations of circles'],
          ['도형의 이동', 'Translating and reflecting figures'],
        ],
      ],
      [
        '집합과 명제',
        'Sets and propositions',
        [
          ['집합', 'Sets'],
          ['명제', 'Propositions'],
        ],
      ],
      [
        '함수와 그래프',
        'Functions and graphs',
        [
          ['함수', 'Functions (composite and inverse)'],
          ['유리함수와 무리함수', 'Rational and radical functions'],
        ],
      ],
    ],
  ],
];

/** SAT Math: domain code, domain names, skills (skill code a, b, … in order). */
const SAT: readonly (readonly [code: string, domain: Pair, skills: readonly Pair[]])[] = [
  [
    'h',
    ['대수', 'Algebra'],
    [
      ['일차방정식 (미지수 1개)', 'Linear equations in one variable'],
      ['일차함수', 'Linear functions'],
      ['일차방정식 (미지수 2개)', 'Linear equations in two variables'],
      ['연립일차방정식', 'Systems of two linear equations in two variables'],
      ['일차부등식', 'Linear inequalities in one or two variables'],
    ],
  ],
  [
    'p',
    ['고급 수학', 'Advanced Math'],
    [
      ['동치인 식', 'Equivalent expressions'],
      ['비선형 방정식과 연립방정식', 'Nonlinear equations in one variable and systems of equations in two variables'],
      ['비선형 함수', 'Nonlinear functions'],
    ],
  ],
  [
    'q',
    ['문제 해결과 자료 분석', 'Problem-Solving and Data Analysis'],
    [
      ['비, 속력, 비례 관계와 단위', 'Ratios, rates, proportional relationships, and units'],
      ['백분율', 'Percentages'],
      ['한 변수 자료: 분포, 중심과 퍼짐', 'One-variable data: distributions and measures of center and spread'],
      ['두 변수 자료: 모형과 산점도', 'Two-variable data: models and scatterplots'],
      ['확률과 조건부확률', 'Probability and conditional probability'],
      ['표본 통계를 이용한 추론과 오차 한계', 'Inference from sample statistics and margin of error'],
      ['통계적 주장 평가: 관찰 연구와 실험', 'Evaluating statistical claims: observational studies and experiments'],
    ],
  ],
  [
    's',
    ['기하와 삼각법', 'Geometry and Trigonometry'],
    [
      ['넓이와 부피', 'Area and volume'],
      ['직선, 각, 삼각형', 'Lines, angles, and triangles'],
      ['직각삼각형과 삼각법', 'Right triangles and trigonometry'],
      ['원', 'Circles'],
    ],
  ],
];

/** Which units come first. Within KR these follow the curriculum's strands; SAT skills lean on KR units. */
const PREREQUISITES: Record<string, readonly string[]> = {
  'kr-e1-1-3': ['kr-e1-1-1'],
  'kr-e1-1-5': ['kr-e1-1-1'],
  'kr-e1-2-1': ['kr-e1-1-5'],
  'kr-e1-2-2': ['kr-e1-1-3', 'kr-e1-1-5'],
  'kr-e1-2-3': ['kr-e1-1-2'],
  'kr-e1-2-4': ['kr-e1-2-2'],
  'kr-e1-2-5': ['kr-e1-2-1'],
  'kr-e1-2-6': ['kr-e1-2-4', 'kr-e1-2-1'],
  'kr-e2-1-1': ['kr-e1-2-1'],
  'kr-e2-1-2': ['kr-e1-2-3'],
  'kr-e2-1-3': ['kr-e1-2-6'],
  'kr-e2-1-4': ['kr-e1-1-4'],
  'kr-e2-1-5': ['kr-e1-2-1'],
  'kr-e2-1-6': ['kr-e2-1-3'],
  'kr-e2-2-1': ['kr-e2-1-1'],
  'kr-e2-2-2': ['kr-e2-1-6'],
  'kr-e2-2-3': ['kr-e2-1-4', 'kr-e2-1-3'],
  'kr-e2-2-4': ['kr-e1-2-3'],
  'kr-e2-2-5': ['kr-e2-1-5'],
  'kr-e2-2-6': ['kr-e1-2-5', 'kr-e2-2-2'],
  'kr-e3-1-1': ['kr-e2-1-3', 'kr-e2-2-1'],
  'kr-e3-1-2': ['kr-e2-1-2'],
  'kr-e3-1-3': ['kr-e2-2-2'],
  'kr-e3-1-4': ['kr-e2-2-2'],
  'kr-e3-1-5': ['kr-e2-2-3', 'kr-e2-2-4'],
  'kr-e3-1-6': ['kr-e3-1-3'],
  'kr-e3-2-1': ['kr-e3-1-4'],
  'kr-e3-2-2': ['kr-e3-1-3', 'kr-e3-2-1'],
  'kr-e3-2-3': ['kr-e3-1-2'],
  'kr-e3-2-4': ['kr-e3-1-6'],
  'kr-e3-2-5': ['kr-e3-1-1'],
  'kr-e3-2-6': ['kr-e2-2-5'],
  'kr-e4-1-1': ['kr-e2-2-1'],
  'kr-e4-1-2': ['kr-e3-1-2'],
  'kr-e4-1-3': ['kr-e3-2-1', 'kr-e3-2-2'],
  'kr-e4-1-4': ['kr-e3-1-2'],
  'kr-e4-1-5': ['kr-e3-2-6'],
  'kr-e4-1-6': ['kr-e2-2-6'],
  'kr-e4-2-1': ['kr-e3-2-4'],
  'kr-e4-2-2': ['kr-e4-1-2'],
  'kr-e4-2-3': ['kr-e3-1-6'],
  'kr-e4-2-4': ['kr-e4-1-2', 'kr-e3-1-2'],
  'kr-e4-2-5': ['kr-e4-1-5'],
  'kr-e4-2-6': ['kr-e4-2-2', 'kr-e4-2-4'],
  'kr-e5-1-1': ['kr-e4-1-3'],
  'kr-e5-1-2': ['kr-e4-1-3'],
  'kr-e5-1-3': ['kr-e4-1-6'],
  'kr-e5-1-4': ['kr-e5-1-2', 'kr-e4-2-1'],
  'kr-e5-1-5': ['kr-e5-1-4'],
  'kr-e5-1-6': ['kr-e4-2-6', 'kr-e4-2-4'],
  'kr-e5-2-1': ['kr-e4-1-1'],
  'kr-e5-2-2': ['kr-e5-1-5'],
  'kr-e5-2-3': ['kr-e4-1-4', 'kr-e4-2-2'],
  'kr-e5-2-4': ['kr-e4-2-3'],
  'kr-e5-2-5': ['kr-e4-2-4'],
  'kr-e5-2-6': ['kr-e5-1-1', 'kr-e4-1-5'],
  'kr-e6-1-1': ['kr-e5-2-2'],
  'kr-e6-1-2': ['kr-e5-2-5'],
  'kr-e6-1-3': ['kr-e5-2-4'],
  'kr-e6-1-4': ['kr-e5-1-4'],
  'kr-e6-1-5': ['kr-e6-1-4'],
  'kr-e6-1-6': ['kr-e5-2-5', 'kr-e5-1-6'],
  'kr-e6-2-1': ['kr-e6-1-1'],
  'kr-e6-2-2': ['kr-e6-1-2'],
  'kr-e6-2-3': ['kr-e6-1-3'],
  'kr-e6-2-4': ['kr-e6-1-4'],
  'kr-e6-2-5': ['kr-e5-1-6'],
  'kr-e6-2-6': ['kr-e6-2-5', 'kr-e6-1-2'],
  'kr-m1-1': ['kr-e5-1-2'],
  'kr-m1-2': ['kr-e6-2-3'],
  'kr-m1-3': ['kr-m1-2'],
  'kr-m1-4': ['kr-m1-3', 'kr-e6-2-4'],
  'kr-m1-5': ['kr-e4-1-2'],
  'kr-m1-6': ['kr-m1-5', 'kr-e6-2-5'],
  'kr-m1-7': ['kr-m1-6', 'kr-e6-2-6'],
  'kr-m1-8': ['kr-e6-1-5', 'kr-e5-2-6'],
  'kr-m2-1': ['kr-m1-2', 'kr-m1-1'],
  'kr-m2-2': ['kr-m1-3'],
  'kr-m2-3': ['kr-m1-3'],
  'kr-m2-4': ['kr-m1-3'],
  'kr-m2-5': ['kr-m1-4', 'kr-m2-4'],
  'kr-m2-6': ['kr-m1-5'],
  'kr-m2-7': ['kr-m2-6'],
  'kr-m2-8': ['kr-m1-8'],
  'kr-m3-1': ['kr-m2-1'],
  'kr-m3-2': ['kr-m2-2'],
  'kr-m3-3': ['kr-m3-2', 'kr-m3-1'],
  'kr-m3-4': ['kr-m3-3', 'kr-m2-5'],
  'kr-m3-5': ['kr-m2-7'],
  'kr-m3-6': ['kr-m1-6', 'kr-m2-6'],
  'kr-m3-7': ['kr-m1-8'],
  'kr-cm1-1': ['kr-m3-2'],
  'kr-cm1-2': ['kr-cm1-1', 'kr-m3-3', 'kr-m3-4'],
  'kr-cm1-3': ['kr-m2-8'],
  'kr-cm1-4': ['kr-m2-4'],
  'kr-cm2-1': ['kr-m2-5', 'kr-m3-6', 'kr-cm1-2'],
  'kr-cm2-2': ['kr-cm1-2'],
  'kr-cm2-3': ['kr-cm2-2', 'kr-m3-4'],
  'sat-h-a': ['kr-m1-3'],
  'sat-h-b': ['sat-h-a', 'kr-m2-5'],
  'sat-h-c': ['sat-h-b'],
  'sat-h-d': ['sat-h-c', 'kr-m2-4'],
  'sat-h-e': ['sat-h-a', 'kr-m2-3'],
  'sat-p-a': ['kr-m3-2'],
  'sat-p-b': ['sat-p-a', 'kr-m3-3'],
  'sat-p-c': ['sat-h-b', 'kr-m3-4'],
  'sat-q-a': ['kr-e6-2-4'],
  'sat-q-b': ['kr-e6-1-4'],
  'sat-q-c': ['kr-m3-7'],
  'sat-q-d': ['sat-h-b', 'kr-m3-7'],
  'sat-q-e': ['kr-m2-8'],
  'sat-q-f': ['sat-q-c'],
  'sat-q-g': ['sat-q-f'],
  'sat-s-a': ['kr-m1-7'],
  'sat-s-b': ['kr-m2-6'],
  'sat-s-c': ['kr-m3-5'],
  'sat-s-d': ['kr-m3-6'],
};

function unit(id: string, row: UnitRow, order: number): UnitNode {
  const [ko, en, subUnits = []] = row;
  return {
    id,
    name: { ko, en },
    order,
    subUnits: subUnits.map((pair, index) => ({ id: `${id}.s${index + 1}`, name: loc(pair), order: index + 1 })),
    prerequisites: [...(PREREQUISITES[id] ?? [])],
  };
}

const semesterName = (semester: number): Localized => ({ ko: `${semester}학기`, en: `Semester ${semester}` });

function elementaryGrades(): GradeNode[] {
  return [1, 2, 3, 4, 5, 6].map((grade) => ({
    id: `kr-e${grade}`,
    name: { ko: `초등학교 ${grade}학년`, en: `Elementary Grade ${grade}` },
    order: grade,
    chapters: [1, 2].map((semester) => ({
      id: `kr-e${grade}-${semester}`,
      name: semesterName(semester),
      order: semester,
      units: (ELEMENTARY[`${grade}-${semester}`] ?? []).map((row, index) =>
        unit(`kr-e${grade}-${semester}-${index + 1}`, row, index + 1),
      ),
    })),
  }));
}

function middleGrades(): GradeNode[] {
  return [1, 2, 3].map((grade) => {
    const rows = (MIDDLE[grade] ?? []).map(([semester, row], index) => ({
      semester,
      node: unit(`kr-m${grade}-${index + 1}`, row, index + 1),
    }));
    return {
      id: `kr-m${grade}`,
      name: { ko: `중학교 ${grade}학년`, en: `Middle School Grade ${grade}` },
      order: 6 + grade,
      chapters: ([1, 2] as const).map((semester) => ({
        id: `kr-m${grade}-sem${semester}`,
        name: semesterName(semester),
        order: semester,
        units: rows.filter((row) => row.semester === semester).map((row, index) => ({ ...row.node, order: index + 1 })),
      })),
    };
  });
}

function highGrade(): GradeNode {
  return {
    id: 'kr-h1',
    name: { ko: '고등학교 1학년', en: 'High School Grade 1' },
    order: 10,
    chapters: COMMON.map(([course, rows]) => ({
      id: `kr-cm${course}`,
      name: { ko: `공통수학${course}`, en: `Common Mathematics ${course}` },
      order: course,
      units: rows.map((row, index) => unit(`kr-cm${course}-${index + 1}`, row, index + 1)),
    })),
  };
}

function satGrade(): GradeNode {
  return {
    id: 'sat-math',
    name: { ko: 'SAT 수학', en: 'SAT Math' },
    order: 1,
    chapters: SAT.map(([code, domain, skills], index) => ({
      id: `sat-${code}`,
      name: loc(domain),
      order: index + 1,
      units: skills.map((skill, skillIndex) =>
        unit(`sat-${code}-${String.fromCharCode(97 + skillIndex)}`, skill, skillIndex + 1),
      ),
    })),
  };
}

export const CURRICULUM: readonly TrackNode[] = [
  {
    id: 'KR',
    name: { ko: '한국 교육과정', en: 'Korean Curriculum' },
    order: 1,
    grades: [...elementaryGrades(), ...middleGrades(), highGrade()],
  },
  { id: 'SAT', name: { ko: 'SAT', en: 'SAT' }, order: 2, grades: [satGrade()] },
];

export interface UnitPlace {
  unit: UnitNode;
  track: TrackNode;
  grade: GradeNode;
  chapter: ChapterNode;
}

const places = new Map<string, UnitPlace>();
for (const track of CURRICULUM) {
  for (const grade of track.grades) {
    for (const chapter of grade.chapters) {
      for (const node of chapter.units) places.set(node.id, { unit: node, track, grade, chapter });
    }
  }
}

/** Every unit in course-map order. */
export const ALL_UNITS: readonly UnitPlace[] = [...places.values()];

export function findUnit(unitId: string): UnitPlace | undefined {
  return places.get(unitId);
}

/**
 * Units whose sub-units the course map gained after their first templates were written (elementary 2-2 to 6-2).
 * A problem's sub-unit is part of what is stored, so those templates keep their output, untagged, until their next
 * version; such a unit accepts an untagged problem, and a tagged one must still name one of its sub-units.
 */
const UNTAGGED_ACCEPTED = /^kr-e(?:2-2|[3-6]-[12])-\d+$/;

export function acceptsUntagged(unitId: string): boolean {
  return UNTAGGED_ACCEPTED.test(unitId) && places.has(unitId);
}

/** Sub-unit ids of a unit (empty when it has none); undefined for an unknown unit. */
export function subUnitIds(unitId: string): string[] | undefined {
  return places.get(unitId)?.unit.subUnits.map((subUnit) => subUnit.id);
}
