// Keeps the chat on math: prompt-injection patterns and clearly off-topic requests get a polite refusal. Math talk
// (numbers, operators, math words), study talk, 'hint', 'why' and greetings pass; so does anything unclear, which
// the tutor then answers with what it can do.

const INJECTION = [
  /ignore (?:all |any |the )?(?:previous|prior|above|earlier|your) (?:instructions|prompts?|rules|messages)/i,
  /disregard (?:all |any |the )?(?:previous|prior|above|your) /i,
  /forget (?:all |everything|your (?:instructions|rules))/i,
  /system prompt|system message|your (?:instructions|rules|prompt)\b/i,
  /\byou are now\b|\bfrom now on,? you\b|\bpretend (?:to be|you are)\b|\bact as\b|\brole-?play\b/i,
  /developer mode|\bjailbreak|\bDAN\b|do anything now|no restrictions/i,
  /<\/?system>|\[system\]|\[inst\]|<\|im_start\|>/i,
  /(?:이전|앞의|위의|기존)\s*(?:지시|명령|지침|규칙|프롬프트)[을를]?\s*(?:모두\s*)?(?:무시|잊)/,
  /(?:지시|명령|지침|규칙)[을를]?\s*(?:모두\s*)?무시/,
  /시스템\s*프롬프트|프롬프트[를을]?\s*(?:보여|알려|출력)/,
  /너는\s*이제|지금부터\s*(?:너는|넌)|역할극|개발자\s*모드|탈옥|제한\s*없이/,
];

const MATH_WORDS =
  /\b(?:math|equation|solve|simplify|expand|factor|fraction|decimal|percent|ratio|proportion|angle|triangle|circle|area|volume|perimeter|graph|function|slope|probability|average|mean|median|integer|prime|divide|multiply|add|subtract|sum|product|root|square|formula|answer|problem|step|hint|solution|explain|why|how|help|stuck|study|exam|test|homework)\b|수학|방정식|식|풀어|풀이|간단히|정리|전개|인수분해|분수|소수|비율|비례|각|삼각형|원|넓이|부피|둘레|그래프|함수|기울기|확률|평균|정수|약수|배수|나누|곱|더하|빼|근|제곱|공식|답|문제|단계|힌트|설명|왜|어떻게|모르겠|공부|시험|숙제/i;

const OFF_TOPIC =
  /\b(?:games?|gaming|minecraft|fortnite|roblox|league of legends|pokemon|celebrit(?:y|ies)|idols?|bts|blackpink|k-?pop|singers?|actors?|actress|movies?|films?|netflix|drama|songs?|music|lyrics|weather|forecast|dating|date|girlfriend|boyfriend|crush|love letter|essay|poem|story|novel|recipe|cook|restaurant|football|soccer|baseball|basketball|stocks?|bitcoin|crypto|politics|president|election|joke|history homework|english homework|science homework)\b|게임|롤|배그|마인크래프트|로블록스|연예인|아이돌|가수|배우|영화|드라마|넷플릭스|노래|가사|날씨|연애|데이트|여자\s*친구|남자\s*친구|여친|남친|고백|에세이|독후감|작문|시를\s*써|소설|요리|레시피|맛집|축구|야구|농구|주식|비트코인|코인|정치|대통령|선거|농담|영어\s*숙제|과학\s*숙제|사회\s*숙제|역사\s*숙제/i;

/** Numbers joined by operators, an equation, or a lone number or letter: math. */
const MATH_SYMBOLS =
  /\d\s*[-+*/×÷^=<>]|[-+*/×÷^=<>]\s*\d|[a-z]\s*[=^]|\\frac|\\sqrt|√|π|^\s*[-+]?\d+(?:\.\d+)?\s*\??\s*$/i;

/** 'math' for math and study talk; 'offTopic' or 'injection' otherwise (a polite refusal is in order). */
export function classifyMessage(text: string): 'math' | 'offTopic' | 'injection' {
  if (INJECTION.some((pattern) => pattern.test(text))) return 'injection';
  if (MATH_SYMBOLS.test(text)) return 'math';
  if (OFF_TOPIC.test(text)) return MATH_WORDS.test(text) && /\d/.test(text) ? 'math' : 'offTopic';
  return 'math';
}

export function refusal(language: 'ko' | 'en'): string {
  return language === 'ko'
    ? '미안하지만 저는 수학 공부만 도와줄 수 있어요. 지금 풀고 있는 문제나 궁금한 수학 질문을 보내 주세요.'
    : "Sorry, I can only help with math. Send me the problem you're working on or any math question you have.";
}
