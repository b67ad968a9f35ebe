// The thread: the stored messages, then the turns of this visit (the reply being written grows here). Each tutor
// reply says who wrote it; a reply that stopped early says so, and a failed one offers 'Try again'.
import type { ChatMessage } from '@mathbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { LocalTurn } from '../hooks/use-chat-reply';
import { ChatMathText } from './chat-math-text';

function Bubble({ role, children }: { role: 'student' | 'tutor'; children: ReactNode }) {
  const { t } = useTranslation('chat');
  const student = role === 'student';
  return (
    <Box
      component="li"
      data-testid={`${role}-message`}
      sx={{ display: 'flex', justifyContent: student ? 'flex-end' : 'flex-start' }}
    >
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '75%' },
          px: 2,
          py: 1.25,
          borderRadius: 3,
          // The student's side is a tint of the theme's colour, so its text keeps full contrast in every theme.
          bgcolor: (theme) => (student ? alpha(theme.palette.primary.main, 0.12) : theme.palette.background.paper),
          color: 'text.primary',
          border: 1,
          borderColor: student ? 'transparent' : 'divider',
          typography: 'body1',
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {student ? t('you') : t('tutor')}:{' '}
        </Box>
        {children}
      </Box>
    </Box>
  );
}

function StudentText({ intent, text }: { intent: ChatMessage['intent']; text: string }) {
  const { t } = useTranslation('chat');
  if (text.trim() === '' && intent === 'hint') return <>{t('quick.hint')}</>;
  if (text.trim() === '' && intent === 'solution') return <>{t('quick.solution')}</>;
  return <ChatMathText text={text} />;
}

export function MessageList({
  messages,
  turns,
  onRetry,
  emptyText,
}: {
  messages: ChatMessage[];
  turns: LocalTurn[];
  onRetry: (turn: LocalTurn) => void;
  emptyText: string;
}) {
  const { t } = useTranslation('chat');
  const endRef = useRef<HTMLDivElement>(null);
  const lastReply = turns.at(-1)?.reply;

  // Follow the reply as it grows, and a new message as it is added.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, turns.length, lastReply]);

  if (messages.length === 0 && turns.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <>
      <Stack component="ul" spacing={1.5} aria-label={t('thread')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {messages.map((message) => (
          <Bubble key={message.id} role={message.role}>
            {message.role === 'student' ? (
              <StudentText intent={message.intent} text={message.text} />
            ) : (
              <>
                <ChatMathText text={message.text} />
                {message.interrupted && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                    {t('interrupted')}
                  </Typography>
                )}
              </>
            )}
          </Bubble>
        ))}
        {turns.map((turn) => (
          <Box component="li" key={turn.key} sx={{ listStyle: 'none' }}>
            <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
              <Bubble role="student">
                <StudentText intent={turn.intent} text={turn.text} />
              </Bubble>
              {turn.notices.map((notice, index) => (
                <Box component="li" key={index} sx={{ listStyle: 'none' }}>
                  <Alert severity="info" variant="outlined" sx={{ py: 0 }} data-testid="chat-fallback">
                    {notice}
                  </Alert>
                </Box>
              ))}
              {(turn.reply !== '' || turn.status === 'streaming') && (
                <Bubble role="tutor">
                  {turn.reply === '' ? (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
                      <CircularProgress size={16} color="inherit" />
                      {t('writing')}
                    </Box>
                  ) : (
                    <ChatMathText text={turn.reply} />
                  )}
                  {turn.status === 'stopped' && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                      {t('stopped')}
                    </Typography>
                  )}
                </Bubble>
              )}
              {turn.status === 'failed' && (
                <Box component="li" sx={{ listStyle: 'none' }}>
                  <Alert
                    severity={turn.failure === 'rateLimited' || turn.failure === 'busy' ? 'warning' : 'error'}
                    data-testid="chat-failure"
                    action={
                      turn.failure === 'busy' ? undefined : (
                        <Button color="inherit" size="small" onClick={() => onRetry(turn)}>
                          {t('retry')}
                        </Button>
                      )
                    }
                  >
                    {t(`failure.${turn.failure ?? 'failed'}`)}
                  </Alert>
                </Box>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
      <div ref={endRef} />
    </>
  );
}
