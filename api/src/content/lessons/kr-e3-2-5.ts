// 3학년 2학기 5단원 들이와 무게
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '그릇에 담을 수 있는 양을 들이라고 합니다. 들이의 단위에는 리터와 밀리리터가 있고 \\(1\\) L, \\(1\\) mL라고 씁니다. \\(1\\) L는 \\(1000\\) mL입니다. \\(1\\) L보다 \\(300\\) mL 더 많은 들이는 \\(1\\) L \\(300\\) mL이고 \\(1300\\) mL와 같습니다.',
      en: 'How much a container can hold is its capacity. Capacity is measured in liters and milliliters, written L and mL. \\(1\\) L is \\(1000\\) mL. \\(300\\) mL more than \\(1\\) L is \\(1\\) L \\(300\\) mL, the same as \\(1300\\) mL.',
    },
    {
      ko: '물건의 무거운 정도를 무게라고 합니다. 무게의 단위에는 킬로그램과 그램이 있고 \\(1\\) kg, \\(1\\) g이라고 씁니다. \\(1\\) kg은 \\(1000\\) g입니다. \\(1000\\) kg은 \\(1\\) t이라 쓰고 \\(1\\) 톤이라고 읽습니다. 저울의 눈금을 읽어 무게를 잽니다.',
      en: 'The weight of an object is how heavy it is. Weight is measured in kilograms and grams, written kg and g. \\(1\\) kg is \\(1000\\) g, and \\(1000\\) kg is \\(1\\) metric ton, written t. Read the marks on a scale to find a weight.',
    },
    {
      ko: '들이와 무게의 덧셈과 뺄셈은 L는 L끼리, mL는 mL끼리, kg은 kg끼리, g은 g끼리 계산합니다. mL나 g끼리의 합이 \\(1000\\)이거나 \\(1000\\)보다 크면 \\(1000\\)을 \\(1\\) L나 \\(1\\) kg으로 받아올림하고, 뺄 수 없으면 \\(1\\) L나 \\(1\\) kg을 \\(1000\\) mL나 \\(1000\\) g으로 받아내림합니다.',
      en: 'To add or subtract capacities or weights, work L with L and mL with mL, kg with kg and g with g. If the milliliters or grams reach \\(1000\\) or more, trade \\(1000\\) of them for \\(1\\) L or \\(1\\) kg; if you cannot subtract, trade \\(1\\) L or \\(1\\) kg for \\(1000\\) mL or \\(1000\\) g.',
    },
    {
      ko: '들이나 무게를 비교할 때는 단위를 같게 바꾼 다음 수를 비교합니다. \\(2\\) kg \\(50\\) g은 \\(2050\\) g이므로 \\(2500\\) g보다 가볍습니다.',
      en: 'To compare capacities or weights, change them to the same unit first, then compare the numbers. \\(2\\) kg \\(50\\) g is \\(2050\\) g, so it is lighter than \\(2500\\) g.',
    },
  ],
  keyPoints: [
    { ko: '\\(1\\) L는 \\(1000\\) mL입니다.', en: '\\(1\\) L \\(= 1000\\) mL.' },
    {
      ko: '\\(1\\) kg은 \\(1000\\) g, \\(1\\) t은 \\(1000\\) kg입니다.',
      en: '\\(1\\) kg \\(= 1000\\) g, and \\(1\\) t \\(= 1000\\) kg.',
    },
    {
      ko: '같은 단위끼리 더하고 빼며, 작은 단위가 \\(1000\\)이 되면 큰 단위 \\(1\\)로 바꿉니다.',
      en: 'Add and subtract like units; trade \\(1000\\) small units for \\(1\\) large unit.',
    },
    {
      ko: '비교할 때는 단위를 같게 바꾼 다음 비교합니다.',
      en: 'Change to the same unit before you compare.',
    },
  ],
  terms: [
    {
      term: { ko: '들이', en: 'capacity' },
      meaning: { ko: '그릇에 담을 수 있는 양', en: 'how much a container can hold' },
    },
    {
      term: { ko: '리터(L), 밀리리터(mL)', en: 'liter (L), milliliter (mL)' },
      meaning: {
        ko: '들이의 단위. \\(1\\) L는 \\(1000\\) mL입니다.',
        en: 'units of capacity; \\(1\\) L is \\(1000\\) mL',
      },
    },
    {
      term: { ko: '무게', en: 'weight' },
      meaning: { ko: '물건의 무거운 정도', en: 'how heavy something is' },
    },
    {
      term: { ko: '킬로그램(kg), 그램(g), 톤(t)', en: 'kilogram (kg), gram (g), metric ton (t)' },
      meaning: {
        ko: '무게의 단위. \\(1\\) kg은 \\(1000\\) g, \\(1\\) t은 \\(1000\\) kg입니다.',
        en: 'units of weight; \\(1\\) kg is \\(1000\\) g and \\(1\\) t is \\(1000\\) kg',
      },
    },
  ],
});
