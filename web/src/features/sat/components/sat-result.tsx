// The result of an SAT test or sample: the 200–800 estimate with its range, right answers by module (with the
// module's level), the domains against the student's own level, and every question with the answer given, the key
// and the explanation. The figures are tables, so screen readers get them as they are; the bars only repeat them.
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import RemoveCircleOutlineRoundedIcon from '@mui/icons-material/RemoveCircleOutlineRounded';
import type { SatReport } from '@mathbridge/contract';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExplanationSteps } from '../../problem/components/explanation-steps';
import { MathLatex, MathText } from '../../problem/components/math-text';
import type { ProblemLanguage } from '../../problem/components/problem-view';
import { StatusChip, type StatusTone } from '../../solve/components/status-chip';
import { useProblemLanguage } from '../../problem/hooks/use-problem-language';
import { formatSeconds } from '../lib/sat-clock';
import { domainOf, scalePosition, type ResultQuestion } from '../lib/sat-result';
import { choiceLetter } from './sat-question';
import { SatSection } from './sat-section';
import { AnswerFacts } from '../../../components/answer-facts';
import { ProblemFigure } from '../../../components/problem-figure';

const RELATIVE_TONE: Record<SatReport['domains'][number]['relative'], StatusTone> = {
  above: 'success',
  'as-expected': 'primary',
  below: 'warning',
};

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <SatSection
      headingId={`sat-result-${testId ?? title}`}
      title={title}
      testId={testId}
      // A grid item may not grow past the screen: its table scrolls inside it instead.
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Box sx={{ overflowX: 'auto' }}>{children}</Box>
    </SatSection>
  );
}

/** The 200–800 scale with the range shaded and the score marked; the text above it says the same. */
function ScoreScale({ score, low, high }: { score: number; low: number; high: number }) {
  const left = scalePosition(low) * 100;
  const width = Math.max(1, (scalePosition(high) - scalePosition(low)) * 100);
  return (
    <Box aria-hidden sx={{ mt: 3 }}>
      <Box sx={{ position: 'relative', height: 12, borderRadius: 6, bgcolor: 'action.selected' }}>
        <Box
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: `${left}%`,
            width: `${width}%`,
            borderRadius: 6,
            bgcolor: 'primary.main',
            opacity: 0.45,
          }}
        />
        <Box
          sx={{
            position: 'absolute',
            top: -6,
            left: `calc(${scalePosition(score) * 100}% - 3px)`,
            width: 6,
            height: 24,
            borderRadius: 3,
            bgcolor: 'primary.dark',
          }}
        />
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
        {[200, 500, 800].map((mark) => (
          <Typography key={mark} variant="caption" color="text.secondary">
            {mark}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}

function ScoreCard({ report, saved }: { report: SatReport; saved: boolean }) {
  const { t } = useTranslation('sat');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result replaces the test screen: a screen reader starts at the score.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const figures = [
    { label: t('result.correct'), value: t('result.correctValue', { correct: report.correct, total: report.total }) },
    { label: t('result.time'), value: formatSeconds(report.seconds) },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }} data-testid="sat-score">
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h1"
        sx={{ fontSize: { xs: '1.375rem', sm: '1.75rem' }, mb: 2, outline: 'none' }}
      >
        {saved ? t('result.title') : t('result.sampleTitle')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: { xs: 2, sm: 5 }, alignItems: { xs: 'flex-start', sm: 'flex-end' } }}
      >
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('result.estimate')}
          </Typography>
          <Typography
            sx={{ fontWeight: 800, fontSize: { xs: '3rem', sm: '3.5rem' }, lineHeight: 1.1, color: 'primary.dark' }}
            data-testid="sat-score-value"
          >
            {report.score}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="sat-score-range">
            {t('result.range', { low: report.low, high: report.high })}
          </Typography>
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, auto)', columnGap: 4 }}>
          {figures.map((figure) => (
            <Box key={figure.label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.375rem' }}>
                {figure.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
      <ScoreScale score={report.score} low={report.low} high={report.high} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('result.rangeNote')}
      </Typography>
    </Paper>
  );
}

function ModulesTable({ report }: { report: SatReport }) {
  const { t } = useTranslation('sat');
  return (
    <Section title={t('result.modulesTitle')} testId="sat-modules">
      <Table size="small" aria-label={t('result.modulesTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('result.moduleColumn')}</TableCell>
            <TableCell>{t('result.levelColumn')}</TableCell>
            <TableCell align="right">{t('result.rightColumn')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.modules.map((module, index) => (
            <TableRow key={index}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                {t('result.moduleName', { number: index + 1 })}
              </TableCell>
              <TableCell>{t(`levels.${module.level}`)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {t('result.fraction', { correct: module.correct, total: module.total })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {report.modules.length > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t(`result.routed.${report.modules[1]?.level ?? 'standard'}`)}
        </Typography>
      )}
    </Section>
  );
}

function DomainsTable({ report }: { report: SatReport }) {
  const { t } = useTranslation('sat');
  return (
    <Section title={t('result.domainsTitle')} testId="sat-domains">
      <Table size="small" aria-label={t('result.domainsTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('result.domainColumn')}</TableCell>
            <TableCell align="right">{t('result.rightColumn')}</TableCell>
            <TableCell align="right">{t('result.relativeColumn')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.domains.map((domain) => (
            <TableRow key={domain.domain}>
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {t(`domains.${domain.domain}`)}
                </Typography>
                <Box
                  aria-hidden
                  sx={{ mt: 0.75, height: 6, borderRadius: 3, bgcolor: 'action.selected', maxWidth: 220 }}
                >
                  <Box
                    sx={{
                      height: '100%',
                      borderRadius: 3,
                      bgcolor: 'primary.main',
                      width: `${domain.total > 0 ? (domain.correct / domain.total) * 100 : 0}%`,
                    }}
                  />
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {t('result.fraction', { correct: domain.correct, total: domain.total })}
              </TableCell>
              <TableCell align="right">
                <StatusChip
                  size="small"
                  tone={RELATIVE_TONE[domain.relative]}
                  label={t(`relative.${domain.relative}`)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('result.relativeNote')}
      </Typography>
    </Section>
  );
}

function AnswerShown({ question, answer }: { question: ResultQuestion; answer: string }) {
  const choices = question.problem.choices;
  if (question.problem.type === 'multiple' && choices && /^\d+$/.test(answer)) {
    const index = Number(answer);
    const text = choices[index];
    if (text !== undefined) {
      return (
        <>
          {choiceLetter(index)}. <MathText text={text} fractions="display" />
        </>
      );
    }
  }
  return <MathLatex latex={answer} fractions="display" />;
}

function QuestionResult({ question, language }: { question: ResultQuestion; language: ProblemLanguage }) {
  const { t } = useTranslation('sat');
  const domain = domainOf(question.problem.unitId);
  const mark = question.correct
    ? { icon: <CheckCircleRoundedIcon />, label: t('result.right'), tone: 'success' as const }
    : question.studentAnswer === null
      ? { icon: <RemoveCircleOutlineRoundedIcon />, label: t('result.blank'), tone: 'neutral' as const }
      : { icon: <CancelRoundedIcon />, label: t('result.wrong'), tone: 'error' as const };
  const id = `sat-q-${question.module}-${question.number}`;
  return (
    <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2, '&::before': { display: 'none' } }}>
      <AccordionSummary
        expandIcon={<ExpandMoreRoundedIcon />}
        aria-controls={`${id}-details`}
        id={`${id}-summary`}
        data-testid="sat-result-question"
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', width: '100%', pr: 1 }}>
          <Typography component="span" sx={{ fontWeight: 700, minWidth: 96 }}>
            {t('result.questionName', { number: question.number })}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 120 }}>
            {domain ? t(`domains.${domain}`) : ''}
          </Typography>
          <StatusChip size="small" icon={mark.icon} label={mark.label} tone={mark.tone} />
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`} sx={{ pt: 0 }}>
        <Typography component="div" sx={{ lineHeight: 1.8, mb: 2 }}>
          <MathText text={question.problem.stem[language]} component="p" fractions="display" />
        </Typography>
        <ProblemFigure figure={question.problem.figure} language={language} />
        {question.problem.type === 'multiple' && question.problem.choices && (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, mb: 2, p: 0, display: 'grid', gap: 0.5 }}>
            {question.problem.choices.map((text, index) => (
              <Box component="li" key={index} sx={{ display: 'flex', gap: 1 }}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {choiceLetter(index)}.
                </Box>
                <MathText text={text} fractions="display" />
              </Box>
            ))}
          </Box>
        )}
        <AnswerFacts
          facts={[
            {
              label: t('result.yourAnswer'),
              value:
                question.studentAnswer === null ? (
                  t('result.blank')
                ) : (
                  <AnswerShown question={question} answer={question.studentAnswer} />
                ),
            },
            question.correctAnswer !== null && {
              label: t('result.key'),
              value: <AnswerShown question={question} answer={question.correctAnswer} />,
              kind: 'key',
            },
          ]}
        />
        {question.explanation.length > 0 && (
          <ExplanationSteps title={t('result.explanation')} steps={question.explanation} language={language} />
        )}
      </AccordionDetails>
    </Accordion>
  );
}

function QuestionsSection({ questions, report }: { questions: readonly ResultQuestion[]; report: SatReport }) {
  const { t } = useTranslation('sat');
  const language = useProblemLanguage();
  const [missedOnly, setMissedOnly] = useState(false);
  const modules = [...new Set(questions.map((q) => q.module))];
  return (
    <Section title={t('result.questionsTitle')} testId="sat-questions">
      <FormControlLabel
        control={<Switch checked={missedOnly} onChange={(event) => setMissedOnly(event.target.checked)} />}
        label={t('result.missedOnly')}
        sx={{ mb: 2 }}
      />
      <Stack spacing={3}>
        {modules.map((module) => {
          const shown = questions.filter((q) => q.module === module && (!missedOnly || !q.correct));
          const level = report.modules[module - 1]?.level;
          return (
            <Box
              key={module}
              component={modules.length > 1 ? 'section' : 'div'}
              aria-labelledby={modules.length > 1 ? `sat-result-module-${module}` : undefined}
            >
              {modules.length > 1 && (
                <Typography id={`sat-result-module-${module}`} variant="h3" sx={{ fontSize: '1.0625rem', mb: 1 }}>
                  {level
                    ? t('result.moduleHeading', { number: module, level: t(`levels.${level}`) })
                    : t('result.moduleName', { number: module })}
                </Typography>
              )}
              {shown.length === 0 ? (
                <Typography color="text.secondary">{t('result.noneMissed')}</Typography>
              ) : (
                <Stack spacing={1}>
                  {shown.map((question) => (
                    <QuestionResult key={question.problem.id} question={question} language={language} />
                  ))}
                </Stack>
              )}
            </Box>
          );
        })}
      </Stack>
    </Section>
  );
}

export function SatResult({
  report,
  questions,
  saved,
  notice,
  actions,
}: {
  report: SatReport;
  questions: readonly ResultQuestion[];
  /** A student's test (kept in their records); false for the visitor's sample. */
  saved: boolean;
  /** Shown under the score (the sample's 'nothing was saved'). */
  notice?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack spacing={2.5} data-testid="sat-result">
      <ScoreCard report={report} saved={saved} />
      {notice}
      {report.modules.length > 1 ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
            alignItems: 'start',
          }}
        >
          <ModulesTable report={report} />
          <DomainsTable report={report} />
        </Box>
      ) : (
        // One module (the sample): its level says nothing, so the domains stand alone.
        <DomainsTable report={report} />
      )}
      {actions}
      <QuestionsSection questions={questions} report={report} />
    </Stack>
  );
}
