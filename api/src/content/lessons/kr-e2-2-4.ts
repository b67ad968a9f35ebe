// 2학년 2학기 4단원 시각과 시간
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '시계의 긴바늘이 가리키는 숫자 \\(1\\)은 \\(5\\)분, \\(2\\)는 \\(10\\)분, \\(3\\)은 \\(15\\)분을 나타냅니다. 작은 눈금 한 칸은 \\(1\\)분입니다. 짧은바늘이 \\(8\\)과 \\(9\\) 사이에 있고 긴바늘이 \\(4\\)에서 작은 눈금 \\(2\\)칸 더 간 곳을 가리키면 \\(8\\)시 \\(22\\)분입니다.',
      en: 'On a clock, the long hand pointing at \\(1\\) means \\(5\\) minutes, at \\(2\\) means \\(10\\) minutes, at \\(3\\) means \\(15\\) minutes. Each small mark is \\(1\\) minute. If the short hand is between \\(8\\) and \\(9\\) and the long hand is \\(2\\) small marks past the \\(4\\), the time is 8:22.',
    },
    {
      ko: '\\(8\\)시 \\(50\\)분은 \\(9\\)시가 되기 \\(10\\)분 전이므로 \\(9\\)시 \\(10\\)분 전이라고도 합니다. 긴바늘이 시계를 한 바퀴 도는 데 걸리는 시간은 \\(60\\)분이고, \\(60\\)분은 \\(1\\)시간입니다.',
      en: '8:50 is \\(10\\) minutes before 9:00, so we can also say "ten to nine." The long hand takes \\(60\\) minutes to go all the way around, and \\(60\\) minutes is \\(1\\) hour.',
    },
    {
      ko: '시각과 시각 사이를 시간이라고 합니다. \\(1\\)시 \\(20\\)분부터 \\(2\\)시 \\(40\\)분까지는 \\(1\\)시간 \\(20\\)분입니다. \\(1\\)시간 \\(20\\)분은 \\(80\\)분입니다.',
      en: 'The time from one moment to another is called elapsed time. From 1:20 to 2:40 is \\(1\\) hour \\(20\\) minutes, which is \\(80\\) minutes.',
    },
    {
      ko: '하루는 \\(24\\)시간입니다. 전날 밤 \\(12\\)시부터 낮 \\(12\\)시까지를 오전, 낮 \\(12\\)시부터 밤 \\(12\\)시까지를 오후라고 합니다. \\(1\\)주일은 \\(7\\)일이고, \\(1\\)년은 \\(12\\)개월입니다. 달력에서 같은 요일은 \\(7\\)일마다 돌아옵니다.',
      en: 'A day has \\(24\\) hours. The hours from midnight to noon are a.m., and the hours from noon to midnight are p.m. A week has \\(7\\) days and a year has \\(12\\) months. On a calendar, the same day of the week comes back every \\(7\\) days.',
    },
  ],
  keyPoints: [
    {
      ko: '긴바늘의 숫자 한 칸은 \\(5\\)분, 작은 눈금 한 칸은 \\(1\\)분입니다.',
      en: 'Each number the long hand passes is \\(5\\) minutes; each small mark is \\(1\\) minute.',
    },
    { ko: '\\(1\\)시간은 \\(60\\)분입니다.', en: '\\(1\\) hour is \\(60\\) minutes.' },
    { ko: '하루는 \\(24\\)시간입니다.', en: '\\(1\\) day is \\(24\\) hours.' },
    {
      ko: '\\(1\\)주일은 \\(7\\)일, \\(1\\)년은 \\(12\\)개월입니다.',
      en: '\\(1\\) week is \\(7\\) days, and \\(1\\) year is \\(12\\) months.',
    },
  ],
  terms: [
    {
      term: { ko: '시각', en: 'time (point in time)' },
      meaning: { ko: '어느 한 때. \\(3\\)시 \\(15\\)분처럼 나타냅니다.', en: 'a moment shown on a clock, like 3:15' },
    },
    {
      term: { ko: '시간', en: 'elapsed time' },
      meaning: { ko: '어떤 시각부터 어떤 시각까지의 사이', en: 'how long it is from one time to another' },
    },
    {
      term: { ko: '오전, 오후', en: 'a.m., p.m.' },
      meaning: {
        ko: '밤 \\(12\\)시부터 낮 \\(12\\)시까지와 낮 \\(12\\)시부터 밤 \\(12\\)시까지',
        en: 'from midnight to noon, and from noon to midnight',
      },
    },
  ],
});
