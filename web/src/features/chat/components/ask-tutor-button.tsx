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
}: {
  problemId: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation('chat');
  return (
    <Button
      component={RouterLink}
      to={chatPath({ problemId })}
      variant={variant}
      size={size}
      startIcon={<ChatRoundedIcon />}
      data-testid="ask-tutor"
    >
      {t('ask')}
    </Button>
  );
}
