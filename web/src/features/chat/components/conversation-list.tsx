// Past conversations, newest first: open one, delete one, or delete them all (each asks first).
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import type { ConversationSummary } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '../../problem/components/math-text';

type Pending = { kind: 'one'; conversation: ConversationSummary } | { kind: 'all' } | null;

export function ConversationList({
  conversations,
  currentId,
  onOpen,
  onDelete,
  onDeleteAll,
}: {
  conversations: ConversationSummary[];
  currentId: string | null;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
  onDeleteAll: () => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const [pending, setPending] = useState<Pending>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  function confirm() {
    if (pending?.kind === 'one') onDelete(pending.conversation.id);
    else if (pending?.kind === 'all') onDeleteAll();
    setPending(null);
  }

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {conversations.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
          {t('list.empty')}
        </Typography>
      ) : (
        <List dense disablePadding data-testid="chat-history">
          {conversations.map((conversation) => (
            <ListItem
              key={conversation.id}
              disablePadding
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('list.delete', { title: conversation.title })}
                  onClick={() => setPending({ kind: 'one', conversation })}
                >
                  <DeleteOutlineRoundedIcon />
                </IconButton>
              }
            >
              <ListItemButton
                selected={conversation.id === currentId}
                aria-current={conversation.id === currentId ? 'page' : undefined}
                onClick={() => onOpen(conversation.id)}
                sx={{ pr: 7 }}
              >
                <ListItemText
                  // Titles come from problem stems, with their math between \( \).
                  primary={<MathText text={conversation.title} />}
                  secondary={dateFormat.format(new Date(conversation.updatedAt))}
                  slotProps={{ primary: { noWrap: true } }}
                  sx={{ minWidth: 0 }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {conversations.length > 0 && (
        <Button color="error" onClick={() => setPending({ kind: 'all' })} sx={{ justifySelf: 'start', mx: 1.5 }}>
          {t('list.deleteAll')}
        </Button>
      )}
      <Dialog open={pending !== null} onClose={() => setPending(null)} aria-labelledby="chat-delete-title">
        <DialogTitle id="chat-delete-title">
          {pending?.kind === 'all' ? t('confirm.allTitle') : t('confirm.oneTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('confirm.body')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>{t('confirm.cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirm}>
            {t('confirm.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
