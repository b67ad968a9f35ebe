// 'Recommended for you': the AI study set (10 problems the learning model picks for the student), each problem with
// the one-line why, and a button that solves them as a workbook. On /study it also names the next unit and why.
// Visitors see nothing: recommendations are a student's own.
import { PracticeErrorCode, type StudySet } from '@mathbridge/contract';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { HttpError } from '../../../lib/http';
import { appPaths } from '../../../lib/paths';
import { HomeSection, SectionNote } from '../../../components/home-section';
import { useSessionStore } from '../../../lib/session-store';
import { startPath } from '../../../lib/solve-links';
import { useAiSet } from '../api/get-ai-set';
import { useNameOf, useWhyPhrase } from '../hooks/use-why-phrase';
import { whyNamesUnit } from '../lib/why-phrase';
import { NextUnitLine } from './next-unit-line';

/** Problems listed before 'Show all' on a phone. */
const FIRST_SHOWN = 3;

function AiSetList({ set }: { set: StudySet }) {
  const { t } = useTranslation('recommend');
  const phrase = useWhyPhrase();
  const nameOf = useNameOf();
  const [all, setAll] = useState(false);
  const listId = useId();
  const folds = set.items.length > FIRST_SHOWN;
  return (
    <>
      <Box
        component="ol"
        id={listId}
        data-testid="ai-set-items"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          columnGap: 3,
          rowGap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {set.items.map((item, index) => {
          const unit = nameOf(item.problem.unitId) ?? item.problem.unitId;
          const why = item.why ? phrase(item.why) : null;
          const showUnit = !item.why || !whyNamesUnit(item.why);
          return (
            <Box
              component="li"
              key={item.problem.id}
              data-testid="ai-set-item"
              // On a phone the list opens with a few; 'Show all' reveals the rest.
              sx={{
                display: { xs: all || index < FIRST_SHOWN ? 'flex' : 'none', md: 'flex' },
                gap: 1.5,
                alignItems: 'flex-start',
                minWidth: 0,
              }}
            >
              <Box
                aria-hidden
                sx={{
                  flexShrink: 0,
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  // The shade filled buttons use, so the white number reads in every theme.
                  bgcolor: (theme) =>
                    theme.palette.mode === 'dark' ? theme.palette.primary.main : theme.palette.primary.dark,
                  color: 'primary.contrastText',
                  fontSize: '0.8125rem',
                  fontWeight: 700,
                }}
              >
                {index + 1}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.5 }} data-testid="ai-set-why">
                  {why ?? unit}
                </Typography>
                {why && showUnit && (
                  <Typography variant="body2" color="text.secondary" data-translate>
                    {unit}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      {folds && (
        <Button
          onClick={() => setAll((open) => !open)}
          aria-expanded={all}
          aria-controls={listId}
          size="small"
          sx={{ display: { md: 'none' }, alignSelf: 'flex-start' }}
        >
          {all ? t('ai.showFewer') : t('ai.showAll', { count: set.items.length })}
        </Button>
      )}
    </>
  );
}

export function AiSetCard({ place }: { place: 'home' | 'study' }) {
  const { t } = useTranslation('recommend');
  const loggedIn = useSessionStore((s) => s.loginStatus === 'LOGIN');
  const ai = useAiSet({ enabled: loggedIn });
  if (!loggedIn) return null;

  let body;
  if (ai.isPending) {
    body = (
      <Stack spacing={1} role="status" aria-busy="true" aria-label={t('ai.loading')}>
        <Skeleton variant="rounded" height={24} width="60%" />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  } else if (ai.isError) {
    const soon = ai.error instanceof HttpError && ai.error.code === PracticeErrorCode.ComingSoon;
    body = soon ? (
      <SectionNote body={t('ai.comingSoon')} />
    ) : (
      <SectionNote body={t('ai.failed')}>
        <Button variant="outlined" onClick={() => void ai.refetch()} sx={{ mt: 1 }}>
          {t('ai.retry')}
        </Button>
      </SectionNote>
    );
  } else if (ai.data.items.length === 0) {
    body = (
      <SectionNote body={t('ai.empty')}>
        {place === 'home' && (
          <Button component={RouterLink} to={appPaths.study} variant="outlined" sx={{ mt: 1 }}>
            {t('ai.emptyAction')}
          </Button>
        )}
      </SectionNote>
    );
  } else {
    const count = ai.data.items.length;
    body = (
      <Stack spacing={2} sx={{ flexGrow: 1 }}>
        <Typography color="text.secondary">{t('ai.lead')}</Typography>
        <AiSetList set={ai.data} />
        <Box>
          <Button
            component={RouterLink}
            to={startPath({ mode: 'AI', count })}
            variant="contained"
            size="large"
            startIcon={<AutoAwesomeRoundedIcon />}
            data-testid="ai-set-start"
          >
            {t('ai.start', { count })}
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <HomeSection title={t('ai.title')} icon={<AutoAwesomeRoundedIcon />} testId="ai-set">
      {body}
      {place === 'study' && <NextUnitLine />}
    </HomeSection>
  );
}
