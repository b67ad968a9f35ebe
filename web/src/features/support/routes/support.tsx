// The help centre: the FAQ, searchable and by topic, and the student's own questions with their answers.
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { FaqSection } from '../components/faq-section';
import { InquiriesSection } from '../components/inquiries-section';

export default function SupportRoute() {
  const { t } = useTranslation('support');
  return (
    <Page title={t('title')} maxWidth="md">
      <Stack spacing={3}>
        <FaqSection />
        <InquiriesSection />
      </Stack>
    </Page>
  );
}
