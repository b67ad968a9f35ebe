// 공통수학1 4단원 행렬
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '수나 문자를 직사각형 모양으로 배열하여 괄호로 묶은 것을 행렬이라 하고, 배열된 각각의 수나 문자를 행렬의 성분이라고 합니다. 가로줄을 행, 세로줄을 열이라 하며, \\(m\\)개의 행과 \\(n\\)개의 열로 이루어진 행렬을 \\(m\\times n\\) 행렬이라 합니다. 행렬 \\(A\\)의 제\\(i\\)행과 제\\(j\\)열이 만나는 위치의 성분을 \\(a_{ij}\\)로 나타냅니다.',
      en: 'A matrix is a rectangular array of numbers or letters enclosed in parentheses or brackets; each number or letter in it is an entry of the matrix. The horizontal lines are rows and the vertical lines are columns, and a matrix with \\(m\\) rows and \\(n\\) columns is an \\(m\\times n\\) matrix. The entry in row \\(i\\) and column \\(j\\) of matrix \\(A\\) is written \\(a_{ij}\\).',
    },
    {
      ko: '두 행렬 \\(A\\), \\(B\\)가 같은 꼴이고 대응하는 성분이 각각 같을 때 두 행렬은 서로 같다고 하며 \\(A=B\\)로 나타냅니다. 그래서 두 행렬이 같다는 조건에서 성분끼리 등식을 세워 미지수를 구할 수 있습니다. 같은 꼴의 두 행렬의 덧셈과 뺄셈은 같은 위치의 성분끼리 계산하고, 실수 \\(k\\)와 행렬 \\(A\\)의 곱 \\(kA\\)는 \\(A\\)의 각 성분에 \\(k\\)를 곱합니다.',
      en: 'Two matrices are equal when they have the same size and every pair of corresponding entries is equal; so an equation between matrices gives one equation per entry. Add or subtract matrices of the same size entry by entry. To multiply a matrix \\(A\\) by a real number \\(k\\) (a scalar), multiply every entry of \\(A\\) by \\(k\\).',
    },
    {
      ko: '행렬 \\(A\\)의 열의 개수와 행렬 \\(B\\)의 행의 개수가 같을 때 곱 \\(AB\\)를 정의합니다. \\(AB\\)의 제\\(i\\)행 제\\(j\\)열의 성분은 \\(A\\)의 제\\(i\\)행의 성분과 \\(B\\)의 제\\(j\\)열의 성분을 차례로 곱하여 더한 값입니다. 예를 들어 \\(\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}\\begin{pmatrix} 5 \\\\ 6 \\end{pmatrix}=\\begin{pmatrix} 17 \\\\ 39 \\end{pmatrix}\\)입니다. 행렬의 곱셈에서는 일반적으로 \\(AB\\ne BA\\)입니다.',
      en: 'The product \\(AB\\) is defined when the number of columns of \\(A\\) equals the number of rows of \\(B\\). The entry in row \\(i\\), column \\(j\\) of \\(AB\\) is found by multiplying the entries of row \\(i\\) of \\(A\\) by the matching entries of column \\(j\\) of \\(B\\) and adding: \\(\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}\\begin{pmatrix} 5 \\\\ 6 \\end{pmatrix}=\\begin{pmatrix} 17 \\\\ 39 \\end{pmatrix}\\). Matrix multiplication is not commutative: in general \\(AB\\ne BA\\).',
    },
  ],
  keyPoints: [
    {
      ko: '두 행렬이 같으면 대응하는 성분이 각각 같습니다.',
      en: 'Equal matrices have equal corresponding entries.',
    },
    {
      ko: '덧셈, 뺄셈, 실수배는 같은 위치의 성분끼리 계산합니다.',
      en: 'Addition, subtraction, and scalar multiplication work entry by entry.',
    },
    {
      ko: '\\(m\\times n\\) 행렬과 \\(n\\times l\\) 행렬의 곱은 \\(m\\times l\\) 행렬입니다.',
      en: 'An \\(m\\times n\\) matrix times an \\(n\\times l\\) matrix is an \\(m\\times l\\) matrix.',
    },
    {
      ko: '곱 \\(AB\\)의 성분은 \\(A\\)의 행과 \\(B\\)의 열의 성분을 차례로 곱하여 더합니다.',
      en: 'Each entry of \\(AB\\) is a row of \\(A\\) times a column of \\(B\\), entry by entry, added up.',
    },
    {
      ko: '행렬의 곱셈에서는 교환법칙이 성립하지 않습니다.',
      en: 'Order matters: \\(AB\\) and \\(BA\\) are usually different.',
    },
  ],
  terms: [
    {
      term: { ko: '행렬', en: 'matrix' },
      meaning: {
        ko: '수나 문자를 직사각형 모양으로 배열하여 괄호로 묶은 것',
        en: 'a rectangular array of numbers in rows and columns',
      },
    },
    {
      term: { ko: '성분', en: 'entry' },
      meaning: { ko: '행렬을 이루는 각각의 수나 문자', en: 'one of the numbers in a matrix' },
    },
    {
      term: { ko: '행', en: 'row' },
      meaning: { ko: '행렬의 가로줄', en: 'a horizontal line of entries' },
    },
    {
      term: { ko: '열', en: 'column' },
      meaning: { ko: '행렬의 세로줄', en: 'a vertical line of entries' },
    },
    {
      term: { ko: '\\(m\\times n\\) 행렬', en: '\\(m\\times n\\) matrix' },
      meaning: {
        ko: '\\(m\\)개의 행과 \\(n\\)개의 열로 이루어진 행렬',
        en: 'a matrix with \\(m\\) rows and \\(n\\) columns',
      },
    },
  ],
});
