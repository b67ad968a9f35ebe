// 2학년 1학기 4단원 길이 재기
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '길이는 직접 맞대어 비교하거나 종이띠, 끈에 옮겨서 비교할 수 있습니다. 뼘, 클립, 지우개처럼 여러 가지 단위로 길이를 잴 수도 있습니다. 하지만 사람마다 뼘의 길이가 달라서 같은 물건을 재어도 잰 횟수가 다를 수 있습니다.',
      en: 'You can compare lengths by putting things side by side, or by marking a length on a paper strip or a string. You can also measure with units like hand spans, paper clips or erasers. But hand spans differ from person to person, so two people may get different counts for the same object.',
    },
    {
      ko: '누구나 같은 길이로 잴 수 있도록 정한 단위가 \\(1\\) cm입니다. \\(1\\) cm는 \\(1\\) 센티미터라고 읽습니다. 자에서 큰 눈금 한 칸의 길이가 \\(1\\) cm입니다.',
      en: 'So that everyone measures alike, we use a standard unit: the centimeter. \\(1\\) cm is read "one centimeter." On a ruler, the space from one numbered mark to the next is \\(1\\) cm.',
    },
    {
      ko: '자로 길이를 잴 때는 물건의 한쪽 끝을 자의 눈금 \\(0\\)에 맞추고, 다른 쪽 끝에 있는 눈금을 읽습니다. 눈금 \\(0\\)에 맞추지 않았다면 \\(1\\) cm가 몇 번 들어가는지 세어 길이를 구합니다. 물건의 끝이 눈금 사이에 있으면 가까운 쪽의 눈금을 읽고 숫자 앞에 약을 붙여 말합니다.',
      en: 'To measure with a ruler, line up one end of the object with the \\(0\\) mark and read the mark at the other end. If the object does not start at \\(0\\), count how many centimeters fit between its ends. If the end falls between two marks, read the closer mark and say "about."',
    },
    {
      ko: '자를 쓰지 않고 어림한 길이는 약 몇 cm라고 말합니다. \\(1\\) cm나 \\(10\\) cm가 어느 정도인지 알아 두면 어림을 잘할 수 있습니다. 어림한 길이와 자로 잰 길이의 차가 작을수록 잘 어림한 것입니다.',
      en: 'A length you guess without a ruler is an estimate, said as "about so many centimeters." Knowing how long \\(1\\) cm and \\(10\\) cm look helps you estimate. The closer your estimate is to the measured length, the better the estimate.',
    },
  ],
  keyPoints: [
    {
      ko: '자의 큰 눈금 한 칸은 \\(1\\) cm입니다.',
      en: 'One space between numbered marks on a ruler is \\(1\\) cm.',
    },
    {
      ko: '길이를 잴 때는 한쪽 끝을 눈금 \\(0\\)에 맞춥니다.',
      en: 'Line up one end of the object with the \\(0\\) mark.',
    },
    {
      ko: '\\(3\\)에서 \\(8\\)까지는 \\(8 - 3 = 5\\)이므로 \\(5\\) cm입니다.',
      en: 'From the \\(3\\) mark to the \\(8\\) mark is \\(8 - 3 = 5\\) cm.',
    },
    {
      ko: '눈금 사이에 끝이 있으면 가까운 눈금을 읽고 약을 붙입니다.',
      en: 'If the end is between two marks, read the closer one and say "about."',
    },
  ],
  terms: [
    {
      term: { ko: '센티미터(cm)', en: 'centimeter (cm)' },
      meaning: {
        ko: '길이의 단위. \\(1\\) cm는 자의 큰 눈금 한 칸입니다.',
        en: 'a unit of length; \\(1\\) cm is one space on a ruler',
      },
    },
    {
      term: { ko: '단위', en: 'unit' },
      meaning: {
        ko: '길이를 잴 때 기준이 되는 길이',
        en: 'the length you use to measure, like a clip or a centimeter',
      },
    },
    {
      term: { ko: '어림', en: 'estimate' },
      meaning: { ko: '자를 쓰지 않고 대강 짐작해 보는 것', en: 'a careful guess made without measuring' },
    },
  ],
});
