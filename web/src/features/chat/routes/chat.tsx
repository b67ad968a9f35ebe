// /study/chat: the tutor. Opened with ?problemId= from a problem (the student's conversation about it is taken up) or
// on its own; ?id= names the conversation once it is open. The app's chrome is hidden here, so the page has its own
// header with Back and the past chats. The thread grows as a reply streams; the composer stays at the bottom.
import { ChatErrorCode, type ChatIntent } from '@mathbridge/contract';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { visuallyHidden } from '../../../components/visually-hidden';
import { HttpError } from '../../../lib/http';
import { appPaths } from '../../../lib/paths';
import { MathText } from '../../problem/components/math-text';
import { useProblemLanguage } from '../../problem/hooks/use-problem-language';
import { chatProblemQueryOptions } from '../api/get-chat-problem';
import { conversationQueryOptions } from '../api/get-conversation';
import { conversationsQueryOptions } from '../api/get-conversations';
import { useDeleteAllConversations } from '../api/delete-all-conversations';
import { useDeleteConversation } from '../api/delete-conversation';
import { engineQueryOptions } from '../api/get-engine';
import { useOpenConversation } from '../api/open-conversation';
import { ChatComposer } from '../components/chat-composer';
import { ConversationList } from '../components/conversation-list';
import { MessageList } from '../components/message-list';
import { ProblemPanel } from '../components/problem-panel';
import { useChatReply } from '../hooks/use-chat-reply';
import { chatPath } from '../lib/chat-links';
import { ScreenHeader } from '../../../components/layout/screen-header';

function ChatHeader({ title, onHistory }: { title: string; onHistory: () => void }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ScreenHeader
      backLabel={t('back')}
      // Back to the problem it was opened from; a chat opened directly goes back to /study.
      back={() => (location.key === 'default' ? navigate(appPaths.study) : navigate(-1))}
      // A chat about a problem is titled with its stem, math and all.
      title={<MathText text={title} />}
      action={
        <Button onClick={onHistory} startIcon={<HistoryRoundedIcon />} sx={{ flexShrink: 0 }}>
          {t('history')}
        </Button>
      }
    />
  );
}

/** Opens the conversation for ?problemId= (or a new one) and names it in the URL. */
function useConversationInUrl(id: string | null, problemId: string | null) {
  const [, setSearchParams] = useSearchParams();
  const asked = useRef<string | null>(null);
  const opening = useOpenConversation({
    onSuccess: (conversation) => {
      const next = new URLSearchParams({ id: conversation.id });
      if (problemId) next.set('problemId', problemId);
      setSearchParams(next, { replace: true });
    },
  });
  const { mutate } = opening;
  useEffect(() => {
    const ask = problemId ?? '';
    if (id) {
      // Named in the URL: a later visit without an id (New chat) asks again.
      asked.current = null;
      return;
    }
    if (asked.current === ask) return;
    asked.current = ask;
    mutate(problemId);
  }, [id, problemId, mutate]);
  return opening;
}

export default function ChatRoute() {
  const { t } = useTranslation('chat');
  const language = useProblemLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const problemId = searchParams.get('problemId');
  const [historyOpen, setHistoryOpen] = useState(false);

  const opening = useConversationInUrl(id, problemId);
  const conversation = useQuery({ ...conversationQueryOptions(id ?? ''), enabled: id !== null });
  const engine = useQuery(engineQueryOptions);
  const history = useQuery({ ...conversationsQueryOptions, enabled: historyOpen });
  const aboutProblem = conversation.data?.problemId ?? null;
  const problem = useQuery({ ...chatProblemQueryOptions(aboutProblem ?? ''), enabled: aboutProblem !== null });
  const reply = useChatReply(conversation.data ? conversation.data.id : null);

  const leaveDeleted = () => {
    setHistoryOpen(false);
    navigate(chatPath(), { replace: true });
  };
  const removeOne = useDeleteConversation({
    onSuccess: (deletedId) => {
      if (deletedId === id) leaveDeleted();
    },
  });
  const removeAll = useDeleteAllConversations({ onSuccess: leaveDeleted });

  const send = (intent: ChatIntent, text = '') => void reply.send(intent, text);
  const notFound = conversation.error instanceof HttpError && conversation.error.code === ChatErrorCode.NotFound;
  const failed = opening.isError || (conversation.isError && !notFound);

  let body;
  if (notFound) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={() => navigate(chatPath(), { replace: true })}>
            {t('newChat')}
          </Button>
        }
      >
        {t('notFound')}
      </Alert>
    );
  } else if (failed) {
    body = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            onClick={() => (opening.isError ? opening.mutate(problemId) : void conversation.refetch())}
          >
            {t('retry')}
          </Button>
        }
      >
        {t('openFailed')}
      </Alert>
    );
  } else if (!conversation.data) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}>
        <CircularProgress size={24} />
        <Typography color="text.secondary">{t('opening')}</Typography>
      </Box>
    );
  } else {
    body = (
      <MessageList
        messages={conversation.data.messages}
        turns={reply.turns}
        onRetry={reply.retry}
        emptyText={aboutProblem ? t('empty.withProblem') : t('empty.general')}
      />
    );
  }

  const ready = conversation.data !== undefined;
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <ChatHeader title={conversation.data?.title || t('title')} onHistory={() => setHistoryOpen(true)} />
      <Container maxWidth="md" component="main" sx={{ flex: 1, py: 2, px: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          {engine.data?.engine === 'basic' && (
            <Alert severity="info" variant="outlined" sx={{ py: 0 }} data-testid="chat-basic-engine">
              {t('basicEngine')}
            </Alert>
          )}
          {aboutProblem && problem.data && <ProblemPanel problem={problem.data} language={language} />}
          {body}
        </Stack>
      </Container>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          pb: 'env(safe-area-inset-bottom)',
        }}
      >
        <Container maxWidth="md" sx={{ py: 1.5, px: { xs: 2, sm: 3 }, display: 'grid', gap: 1 }}>
          {aboutProblem && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button size="small" variant="outlined" disabled={!ready || reply.streaming} onClick={() => send('hint')}>
                {t('quick.hint')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                disabled={!ready || reply.streaming}
                onClick={() => send('solution')}
              >
                {t('quick.solution')}
              </Button>
            </Stack>
          )}
          <ChatComposer
            streaming={reply.streaming}
            disabled={!ready}
            onSend={(text) => send('message', text)}
            onStop={reply.stop}
          />
        </Container>
      </Box>
      {/* The finished reply is read out once; the tokens as they arrive are not. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {reply.announcement ? t('replyDone', { text: reply.announcement }) : ''}
      </Box>
      <Drawer
        anchor="right"
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        slotProps={{ paper: { 'aria-labelledby': 'chat-history-title' } }}
      >
        <Box sx={{ width: { xs: '85vw', sm: 360 }, maxWidth: 360, py: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
            <Typography id="chat-history-title" variant="h6" component="h2">
              {t('list.heading')}
            </Typography>
            <Button onClick={() => navigate(chatPath())} size="small">
              {t('newChat')}
            </Button>
          </Box>
          {history.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress size={24} />
            </Box>
          ) : (
            <ConversationList
              conversations={history.data?.items ?? []}
              currentId={id}
              onOpen={(openId) => {
                setHistoryOpen(false);
                navigate(chatPath({ id: openId }));
              }}
              onDelete={(deleteId) => removeOne.mutate(deleteId)}
              onDeleteAll={() => removeAll.mutate()}
            />
          )}
          <Box sx={{ px: 1.5, pt: 1 }}>
            <Button onClick={() => setHistoryOpen(false)}>{t('list.close')}</Button>
          </Box>
        </Box>
      </Drawer>
    </Box>
  );
}
