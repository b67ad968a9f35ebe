// The preview's second picture: a real sample problem, rendered read-only with KaTeX as the solving screen shows it.
// KaTeX is the largest script of the page, and the problem sits below the first screen on a phone: it loads when the
// problem is about to scroll into view, not with the page, so the first load carries none of it.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSamples } from '../../problem/api/get-samples';
import { ProblemFigure } from '../../../components/problem-figure';

const MathText = lazy(() => import('../../problem/components/math-text').then((m) => ({ default: m.MathText })));

/**
 * Whether the element is on screen, or the reader has started scrolling (at once where the browser cannot tell). On a
 * phone the problem sits below the first screen, so the first load carries no KaTeX; the first scroll starts it, so it
 * is usually in by the time the problem is, and the placeholder keeps the problem's place meanwhile.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    const onScroll = () => setNear(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [near, ref]);
  return near;
}

const CIRCLED = ['①', '②', '③', '④', '⑤'];

export function PreviewProblem() {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const placeholder = <Skeleton variant="rounded" height={180} />;
  return (
    <Box ref={place}>
      {near ? (
        <Suspense fallback={placeholder}>
          <SampleProblem placeholder={placeholder} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}

function SampleProblem({ placeholder }: { placeholder: ReactNode }) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language === 'ko' ? 'ko' : 'en';
  // The same query as the sample screen, so trying it after the preview costs no second load.
  const samples = useSamples();
  if (samples.isPending) return placeholder;
  const problem = samples.data?.problems.find((p) => p.type === 'multiple') ?? samples.data?.problems[0];
  if (!problem) return <Typography color="text.secondary">{t('preview.solve.loadFailed')}</Typography>;
  return (
    <Box data-testid="preview-problem">
      <Box sx={{ fontSize: '1.0625rem', mb: 2 }} data-translate>
        <MathText text={problem.stem[language]} component="p" />
      </Box>
      <ProblemFigure figure={problem.figure} language={language} />
      {problem.choices ? (
        <Box
          component="ol"
          aria-label={t('preview.solve.choices')}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          {problem.choices.map((choice, index) => (
            <Box
              component="li"
              key={index}
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                px: 1.5,
                py: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
              }}
            >
              <Box component="span" aria-hidden sx={{ color: 'primary.dark', fontWeight: 700 }}>
                {CIRCLED[index] ?? index + 1}
              </Box>
              <MathText text={choice} />
            </Box>
          ))}
        </Box>
      ) : (
        <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, px: 2, py: 1.5 }}>
          <Typography color="text.secondary">{t('preview.solve.answerBox')}</Typography>
        </Box>
      )}
    </Box>
  );
}
