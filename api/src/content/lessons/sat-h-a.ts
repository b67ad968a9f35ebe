// SAT 대수: 일차방정식 (미지수 1개)
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: 'SAT Algebra 영역의 첫 유형은 미지수가 \\(1\\)개인 일차방정식입니다. 풀이 원리는 중학교에서 배운 것과 같습니다. 괄호를 분배법칙으로 풀고, \\(x\\)항은 한쪽으로, 상수항은 다른 쪽으로 이항한 뒤, \\(x\\)의 계수로 양변을 나눕니다. 예를 들어 \\(3(x+2)=x+14\\)이면 \\(3x+6=x+14\\), \\(2x=8\\), \\(x=4\\)입니다. 오답 선택지는 대부분 분배를 빠뜨리거나 이항할 때 부호를 틀린 값이므로 풀이를 한 줄씩 꼼꼼히 쓰는 것이 좋습니다.',
      en: 'The first Algebra skill on the SAT is solving a linear equation in one variable. Distribute to clear parentheses, collect the \\(x\\)-terms on one side and the constants on the other, then divide by the coefficient of \\(x\\). For \\(3(x+2)=x+14\\): \\(3x+6=x+14\\), so \\(2x=8\\) and \\(x=4\\). The wrong answer choices are usually what you get by forgetting to distribute or by dropping a sign when you move a term, so write each step.',
    },
    {
      ko: '문장제는 보통 고정 요금에 단위당 요금이 더해지는 형태입니다. 기본요금이 \\(15\\)달러이고 한 시간에 \\(8\\)달러씩 더 내는데 총 \\(71\\)달러를 냈다면 \\(15+8h=71\\)을 세워 \\(h=7\\)을 얻습니다. 문제를 읽을 때 무엇이 한 번만 더해지는 값이고 무엇이 개수만큼 곱해지는 값인지 먼저 구분합니다.',
      en: 'Word problems often describe a fixed fee plus a rate per unit. If a rental costs a \\(\\$15\\) flat fee plus \\(\\$8\\) per hour and the total is \\(\\$71\\), write \\(15+8h=71\\) and solve to get \\(h=7\\). Before you write anything, decide which amount is paid once and which is multiplied by the number of units.',
    },
    {
      ko: 'SAT에서 자주 나오는 함정이 있습니다. \\(2x+3=11\\)일 때 \\(6x+9\\)의 값을 묻는다면 \\(x\\)를 구할 필요가 없습니다. \\(6x+9=3(2x+3)=3\\times 11=33\\)입니다. 묻는 식이 주어진 식의 몇 배인지 먼저 살펴보면 시간을 아낄 수 있습니다. 또 방정식이 해를 갖지 않거나 해가 무수히 많은 경우도 나옵니다. 정리했을 때 \\(0=5\\)처럼 거짓이면 해가 없고, \\(0=0\\)처럼 항상 참이면 해가 무수히 많습니다.',
      en: 'Watch for questions that ask for an expression instead of \\(x\\). If \\(2x+3=11\\), then \\(6x+9=3(2x+3)=3\\times 11=33\\), with no need to find \\(x\\). Look for how the expression you want relates to the one you are given. The SAT also asks when an equation has no solution or infinitely many: if simplifying leaves a false statement like \\(0=5\\), there is no solution; if it leaves a true one like \\(0=0\\), every value of \\(x\\) works.',
    },
  ],
  keyPoints: [
    {
      ko: '분배 \\(\\rightarrow\\) 이항 \\(\\rightarrow\\) 계수로 나누기 순서로 풉니다.',
      en: 'Distribute, collect like terms, then divide by the coefficient.',
    },
    {
      ko: '이항하면 부호가 바뀝니다: \\(x+5=9\\)에서 \\(x=9-5\\)입니다.',
      en: 'Moving a term across the equal sign changes its sign: \\(x+5=9\\) gives \\(x=9-5\\).',
    },
    {
      ko: '식의 값을 묻는 문제는 주어진 식을 몇 배 하면 되는지 먼저 봅니다.',
      en: 'If the question asks for an expression, see whether it is a multiple of the one you know.',
    },
    {
      ko: '(총액) \\(=\\) (고정 요금) \\(+\\) (단위 요금) \\(\\times\\) (개수)',
      en: 'Total \\(=\\) flat fee \\(+\\) rate \\(\\times\\) number of units.',
    },
    {
      ko: '정리한 결과가 거짓인 등식이면 해가 없고, 항상 참인 등식이면 해가 무수히 많습니다.',
      en: 'A false statement like \\(0=5\\) means no solution; a true one like \\(0=0\\) means infinitely many.',
    },
  ],
  terms: [
    {
      term: { ko: '일차방정식 (linear equation)', en: 'linear equation' },
      meaning: {
        ko: '미지수의 차수가 \\(1\\)인 방정식',
        en: 'an equation in which the variable appears only to the first power',
      },
    },
    {
      term: { ko: '계수 (coefficient)', en: 'coefficient' },
      meaning: { ko: '문자 앞에 곱해진 수', en: 'the number multiplying a variable, like the \\(3\\) in \\(3x\\)' },
    },
    {
      term: { ko: '상수항 (constant term)', en: 'constant term' },
      meaning: { ko: '문자 없이 수로만 된 항', en: 'a term with no variable' },
    },
  ],
});
