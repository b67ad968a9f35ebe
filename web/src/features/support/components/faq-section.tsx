// The FAQ of the help centre: a search over questions and answers in both languages, a topic to narrow it, and each
// question opening its answer.
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { SUPPORT_CATEGORIES, SUPPORT_LIMITS, type SupportCategory } from '@mathbridge/contract';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section, SectionEmpty } from '../../../components/section';
import { faqsQuery } from '../api/get-faqs';
import { pickLanguage } from '../lib/bilingual';
import { SupportFailed, SupportLoading } from './states';

export function FaqSection() {
  const { t, i18n } = useTranslation('support');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<SupportCategory | null>(null);
  // Typing does not send a request per key: the list follows the text once the student pauses.
  const q = useDeferredValue(search.trim());
  const faqs = useQuery({ ...faqsQuery(q, category), placeholderData: keepPreviousData });
  const filtered = q !== '' || category !== null;

  return (
    <Section id="faq" title={t('faq.title')}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
          mb: 2,
        }}
      >
        <TextField
          type="search"
          size="small"
          label={t('faq.search')}
          placeholder={t('faq.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: SUPPORT_LIMITS.searchMax },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label={t('faq.category')}
          value={category ?? 'all'}
          onChange={(event) => {
            const value = event.target.value;
            setCategory(value === 'all' ? null : (value as SupportCategory));
          }}
        >
          <MenuItem value="all">{t('faq.all')}</MenuItem>
          {SUPPORT_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`categories.${c}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {faqs.isPending ? (
        <SupportLoading />
      ) : faqs.isError ? (
        <SupportFailed onRetry={() => void faqs.refetch()} />
      ) : faqs.data.items.length === 0 ? (
        filtered ? (
          <SectionEmpty icon={<SearchOffRoundedIcon />} title={t('faq.noResults')} body={t('faq.noResultsBody')} />
        ) : (
          <SectionEmpty icon={<QuizOutlinedIcon />} title={t('faq.empty')} body={t('faq.emptyBody')} />
        )
      ) : (
        <Stack data-testid="faqs" aria-live="polite">
          {faqs.data.items.map((faq) => (
            <Accordion
              key={faq.id}
              disableGutters
              variant="outlined"
              sx={{ '&:not(:first-of-type)': { borderTop: 0 } }}
            >
              <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />}>
                <Stack sx={{ minWidth: 0 }}>
                  <Typography variant="caption" color="text.secondary">
                    {t(`categories.${faq.category}`)}
                  </Typography>
                  <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {pickLanguage(faq.question, i18n.language)}
                  </Typography>
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {pickLanguage(faq.answer, i18n.language)}
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Stack>
      )}
    </Section>
  );
}
