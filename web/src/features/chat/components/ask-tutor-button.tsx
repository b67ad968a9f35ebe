// 'Ask the tutor' from a problem: opens /study/chat, which takes up the student's conversation about that problem.
import ChatRoundedIcon from '@mui/icons-material/ChatRounded';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { chatPath } from '../lib/chat-links';

export function AskTutorButton({
  problemId,
  variant = 'outlined',
  size,
  questionNumber,
}: {
  problemId: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Where several buttons share a screen, each names its question ('Ask the tutor about question 3'). */
  questionNumber?: number;
}) {
  const { t } = useTranslation('chat');
  return (
    <Button
      component={RouterLink}
      to={chatPath({ problemId })}
      variant={variant}
      size={size}
      startIcon={<ChatRoundedIcon />}
      aria-label={questionNumber === undefined ? undefined : t('askAbout', { number: questionNumber })}
      data-testid="ask-tutor"
    >
      {t('ask')}
    </Button>
  );
}
