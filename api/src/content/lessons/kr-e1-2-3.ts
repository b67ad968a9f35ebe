// 1학년 2학기 3단원 모양과 시각
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '물건의 평평한 면을 본떠 그리면 \\(\\square\\) 모양, \\(\\triangle\\) 모양, \\(\\bigcirc\\) 모양이 나옵니다. \\(\\square\\) 모양은 뾰족한 부분이 \\(4\\)군데이고 곧은 선이 있습니다. \\(\\triangle\\) 모양은 뾰족한 부분이 \\(3\\)군데이고 곧은 선이 있습니다. \\(\\bigcirc\\) 모양은 뾰족한 부분과 곧은 선이 없고 둥근 선만 있습니다.',
      en: 'If you trace around the flat face of an object, you get a square \\(\\square\\), a triangle \\(\\triangle\\) or a circle \\(\\bigcirc\\). A square shape has \\(4\\) corners and straight sides. A triangle shape has \\(3\\) corners and straight sides. A circle has no corners and no straight sides, only a curved line.',
    },
    {
      ko: '시계에는 짧은바늘과 긴바늘이 있습니다. 긴바늘이 \\(12\\)를 가리키고 짧은바늘이 \\(3\\)을 가리키면 \\(3\\)시입니다. 이렇게 긴바늘이 \\(12\\)를 가리킬 때의 시각을 몇 시라고 합니다.',
      en: "A clock has a short hand (the hour hand) and a long hand (the minute hand). When the long hand points to \\(12\\) and the short hand points to \\(3\\), it is 3 o'clock. When the long hand points to \\(12\\), the time is exactly on the hour.",
    },
    {
      ko: '긴바늘이 \\(6\\)을 가리키면 몇 시 \\(30\\)분입니다. 짧은바늘이 \\(4\\)와 \\(5\\) 사이에 있고 긴바늘이 \\(6\\)을 가리키면 \\(4\\)시 \\(30\\)분입니다. 긴바늘이 한 바퀴 돌면 짧은바늘은 숫자 한 칸을 움직이고, 그동안 \\(1\\)시간이 지납니다.',
      en: 'When the long hand points to \\(6\\), it is half past the hour. If the short hand is between \\(4\\) and \\(5\\) and the long hand points to \\(6\\), it is 4:30 (half past four). When the long hand goes all the way around once, the short hand moves one number and one hour has passed.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(\\square\\) 모양은 뾰족한 부분이 \\(4\\)군데, \\(\\triangle\\) 모양은 \\(3\\)군데입니다.',
      en: 'A square shape has \\(4\\) corners; a triangle shape has \\(3\\).',
    },
    {
      ko: '\\(\\bigcirc\\) 모양은 뾰족한 부분이 없고 둥급니다.',
      en: 'A circle has no corners; it is round all the way around.',
    },
    {
      ko: '긴바늘이 \\(12\\)를 가리키면 몇 시입니다.',
      en: "When the long hand points to \\(12\\), the time is on the hour, like 3 o'clock.",
    },
    {
      ko: '긴바늘이 \\(6\\)을 가리키면 몇 시 \\(30\\)분입니다.',
      en: 'When the long hand points to \\(6\\), it is half past the hour.',
    },
  ],
  terms: [
    {
      term: { ko: '짧은바늘', en: 'short hand (hour hand)' },
      meaning: { ko: '시계에서 몇 시인지 알려 주는 바늘', en: 'the clock hand that shows the hour' },
    },
    {
      term: { ko: '긴바늘', en: 'long hand (minute hand)' },
      meaning: { ko: '시계에서 몇 분인지 알려 주는 바늘', en: 'the clock hand that shows the minutes' },
    },
    {
      term: { ko: '시각', en: 'time (on a clock)' },
      meaning: {
        ko: '시계가 가리키는 때. 몇 시, 몇 시 \\(30\\)분처럼 말합니다.',
        en: "the time a clock shows, such as 3 o'clock or 3:30",
      },
    },
  ],
});
