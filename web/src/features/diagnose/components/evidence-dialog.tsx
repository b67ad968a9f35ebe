// One answer of a diagnostic's evidence, opened from the report: the question, the student's answer, the key and
// the step-by-step explanation, from the finished test's results (a finished test is a workbook).
import type { WorkbookResults } from '@mathbridge/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ExplanationSteps } from '../../problem/components/explanation-steps';
import { MathText } from '../../problem/components/math-text';
import { AnswerText } from '../../solve/components/answer-text';
import { LoadingBlock } from '../../../components/loading-block';
import { StatusChip } from '../../solve/components/status-chip';
import type { Evidence } from './unit-result-card';
import { AnswerFacts } from '../../../components/answer-facts';
import { ProblemFigure } from '../../../components/problem-figure';

export function EvidenceDialog({
  evidence,
  results,
  failed,
  language,
  onClose,
}: {
  evidence: Evidence | null;
  results: WorkbookResults | undefined;
  failed: boolean;
  language: 'ko' | 'en';
  onClose: () => void;
}) {
  const { t } = useTranslation('diagnose');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const item = evidence ? results?.items.find((entry) => entry.problem.id === evidence.problemId) : undefined;
  const titleId = 'evidence-dialog-title';
  return (
    <Dialog
      open={evidence !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      {evidence && (
        <>
          <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            {t('evidence.title', { number: evidence.position })}
            <StatusChip
              tone={evidence.correct ? 'success' : 'error'}
              label={evidence.correct ? t('unit.right') : t('unit.wrong')}
              size="small"
            />
          </DialogTitle>
          <DialogContent dividers>
            {item ? (
              <>
                <Typography component="div" sx={{ lineHeight: 1.8, mb: 2 }}>
                  <MathText text={item.problem.stem[language]} component="p" fractions="display" />
                </Typography>
                <ProblemFigure figure={item.problem.figure} language={language} />
                <AnswerFacts
                  facts={[
                    {
                      label: t('evidence.yourAnswer'),
                      value: item.studentAnswer ? (
                        <AnswerText problem={item.problem} answer={item.studentAnswer} />
                      ) : (
                        t('evidence.skipped')
                      ),
                    },
                    item.correctAnswer != null && {
                      label: t('evidence.correctAnswer'),
                      value: <AnswerText problem={item.problem} answer={item.correctAnswer} />,
                      kind: 'key',
                    },
                  ]}
                />
                {item.explanation && item.explanation.length > 0 && (
                  <ExplanationSteps title={t('evidence.explanation')} steps={item.explanation} language={language} />
                )}
              </>
            ) : failed ? (
              <Typography>{t('evidence.unavailable')}</Typography>
            ) : (
              <LoadingBlock label={t('common.loading')} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained" disableElevation>
              {t('evidence.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
