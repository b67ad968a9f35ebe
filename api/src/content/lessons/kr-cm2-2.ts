// 공통수학2 2단원 집합과 명제
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '어떤 조건에 의하여 그 대상을 분명하게 정할 수 있는 것들의 모임을 집합이라 하고, 집합을 이루는 대상 하나하나를 원소라고 합니다. 집합 \\(A\\)의 모든 원소가 집합 \\(B\\)에 속할 때 \\(A\\)를 \\(B\\)의 부분집합이라 하고 \\(A\\subset B\\)로 나타냅니다. 원소가 \\(n\\)개인 집합의 부분집합의 개수는 \\(2^n\\)이고, 특정한 원소 \\(k\\)개를 반드시 포함하는 부분집합의 개수는 \\(2^{n-k}\\)입니다.',
      en: 'A set is a well-defined collection of objects, and each object in it is an element. If every element of \\(A\\) is also in \\(B\\), then \\(A\\) is a subset of \\(B\\), written \\(A\\subset B\\). A set with \\(n\\) elements has \\(2^n\\) subsets, because each element is either in or out. The number of subsets that must contain \\(k\\) particular elements is \\(2^{n-k}\\).',
    },
    {
      ko: '두 집합의 합집합 \\(A\\cup B\\), 교집합 \\(A\\cap B\\), 차집합 \\(A-B\\), 여집합 \\(A^C\\)를 이용하여 집합을 연산합니다. 유한집합의 원소의 개수는 \\(n(A\\cup B)=n(A)+n(B)-n(A\\cap B)\\), \\(n(A-B)=n(A)-n(A\\cap B)\\)로 구합니다. 둘 다 아닌 것의 개수는 전체에서 \\(n(A\\cup B)\\)를 빼면 됩니다.',
      en: 'The union \\(A\\cup B\\), intersection \\(A\\cap B\\), difference \\(A-B\\), and complement \\(A^C\\) combine sets. For finite sets, count with \\(n(A\\cup B)=n(A)+n(B)-n(A\\cap B)\\), so that the overlap is not counted twice, and \\(n(A-B)=n(A)-n(A\\cap B)\\). To count the elements in neither set, subtract \\(n(A\\cup B)\\) from the total.',
    },
    {
      ko: '참인지 거짓인지를 명확하게 판별할 수 있는 문장이나 식을 명제라고 합니다. 전체집합의 원소 중에서 조건 \\(p\\)를 참이 되게 하는 모든 원소의 집합을 \\(p\\)의 진리집합이라 합니다. 조건 \\(p\\), \\(q\\)의 진리집합을 각각 \\(P\\), \\(Q\\)라 할 때, 명제 \\(p\\rightarrow q\\)가 참이면 \\(P\\subset Q\\)이고, 그 역도 성립합니다. 명제 \\(p\\rightarrow q\\)가 참일 때 \\(p\\)는 \\(q\\)이기 위한 충분조건, \\(q\\)는 \\(p\\)이기 위한 필요조건이라고 합니다.',
      en: 'A proposition is a statement that is clearly either true or false. The truth set of a condition \\(p\\) is the set of all elements that make \\(p\\) true. If \\(P\\) and \\(Q\\) are the truth sets of \\(p\\) and \\(q\\), the conditional \\(p\\rightarrow q\\) is true exactly when \\(P\\subset Q\\). When \\(p\\rightarrow q\\) is true, \\(p\\) is a sufficient condition for \\(q\\), and \\(q\\) is a necessary condition for \\(p\\).',
    },
    {
      ko: '명제 \\(p\\rightarrow q\\)에 대하여 \\(q\\rightarrow p\\)를 역, \\(\\sim q\\rightarrow\\sim p\\)를 대우라고 합니다. 명제와 그 대우의 참, 거짓은 항상 일치하지만, 명제가 참이라고 해서 역이 반드시 참인 것은 아닙니다.',
      en: 'For \\(p\\rightarrow q\\), the converse is \\(q\\rightarrow p\\) and the contrapositive is \\(\\sim q\\rightarrow\\sim p\\) (not \\(q\\) implies not \\(p\\)). A statement and its contrapositive are always both true or both false, but a true statement can have a false converse.',
    },
  ],
  keyPoints: [
    {
      ko: '원소가 \\(n\\)개인 집합의 부분집합은 \\(2^n\\)개입니다.',
      en: 'A set with \\(n\\) elements has \\(2^n\\) subsets.',
    },
    {
      ko: '합집합의 원소의 개수는 \\(n(A\\cup B)=n(A)+n(B)-n(A\\cap B)\\)로 구합니다.',
      en: 'Inclusion-exclusion: \\(n(A\\cup B)=n(A)+n(B)-n(A\\cap B)\\).',
    },
    {
      ko: '\\(p\\rightarrow q\\)가 참이면 진리집합 사이에 \\(P\\subset Q\\)가 성립합니다.',
      en: '\\(p\\rightarrow q\\) is true exactly when \\(P\\subset Q\\).',
    },
    {
      ko: '명제와 그 대우는 참, 거짓이 같습니다.',
      en: 'A statement and its contrapositive always have the same truth value.',
    },
    {
      ko: '\\(p\\rightarrow q\\)가 참이면 \\(p\\)는 충분조건, \\(q\\)는 필요조건입니다.',
      en: 'If \\(p\\rightarrow q\\) is true, \\(p\\) is sufficient for \\(q\\) and \\(q\\) is necessary for \\(p\\).',
    },
  ],
  terms: [
    {
      term: { ko: '부분집합', en: 'subset' },
      meaning: {
        ko: '집합 \\(A\\)의 모든 원소가 집합 \\(B\\)에 속할 때 \\(B\\)에 대한 \\(A\\)',
        en: 'a set \\(A\\) whose elements all belong to another set \\(B\\)',
      },
    },
    {
      term: { ko: '여집합', en: 'complement' },
      meaning: {
        ko: '전체집합의 원소 중에서 집합 \\(A\\)에 속하지 않는 원소 전체의 집합',
        en: 'all elements of the universal set that are not in \\(A\\)',
      },
    },
    {
      term: { ko: '명제', en: 'proposition' },
      meaning: {
        ko: '참인지 거짓인지를 명확하게 판별할 수 있는 문장이나 식',
        en: 'a statement that is either true or false',
      },
    },
    {
      term: { ko: '진리집합', en: 'truth set' },
      meaning: {
        ko: '조건을 참이 되게 하는 모든 원소의 집합',
        en: 'the set of all elements that make a condition true',
      },
    },
    {
      term: { ko: '대우', en: 'contrapositive' },
      meaning: {
        ko: '명제 \\(p\\rightarrow q\\)에 대하여 \\(\\sim q\\rightarrow\\sim p\\)',
        en: 'for \\(p\\rightarrow q\\), the statement \\(\\sim q\\rightarrow\\sim p\\)',
      },
    },
  ],
});
