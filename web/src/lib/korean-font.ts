// The Korean web font, Noto Sans KR in the two weights the theme draws (regular, and bold for 600 and up). Its
// stylesheet loads beside the app rather than in the first page's JS or CSS, and only once the page shows Korean
// (app/provider.tsx); the build keeps its Korean faces only (vite.config.ts), and the browser fetches a face's subset
// only when Hangul on screen falls in its unicode-range.
export function loadKoreanFont(): Promise<unknown> {
  return Promise.all([import('@fontsource/noto-sans-kr/400.css'), import('@fontsource/noto-sans-kr/700.css')]);
}
