// What the student writes: text, with a math field (the practice screen's MathLive input) whose LaTeX goes into the
// message between dollars; Send, or Stop while a reply is being written.
import FunctionsRoundedIcon from '@mui/icons-material/FunctionsRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import StopRoundedIcon from '@mui/icons-material/StopRounded';
import { CHAT_MESSAGE_MAX } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MathInput } from '../../problem/components/math-input';

export function ChatComposer({
  streaming,
  disabled,
  onSend,
  onStop,
}: {
  streaming: boolean;
  disabled: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [mathOpen, setMathOpen] = useState(false);
  const [latex, setLatex] = useState('');
  const textRef = useRef<HTMLTextAreaElement>(null);

  function insertMath() {
    const value = latex.trim();
    if (value === '') return;
    setText((current) => `${current}${current === '' || current.endsWith(' ') ? '' : ' '}$${value}$ `);
    setLatex('');
    setMathOpen(false);
    textRef.current?.focus();
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const value = text.trim();
    if (value === '' || streaming || disabled) return;
    onSend(value);
    setText('');
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
      {mathOpen && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <MathInput
              label={t('composer.mathLabel')}
              value={latex}
              onChange={setLatex}
              onEnter={insertMath}
              autoFocus
            />
          </Box>
          <Button variant="outlined" onClick={insertMath} sx={{ minHeight: 56 }}>
            {t('composer.insert')}
          </Button>
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <IconButton
          aria-label={mathOpen ? t('composer.mathOff') : t('composer.mathOn')}
          aria-pressed={mathOpen}
          onClick={() => setMathOpen((open) => !open)}
          color={mathOpen ? 'primary' : 'default'}
          sx={{ width: 48, height: 48 }}
        >
          <FunctionsRoundedIcon />
        </IconButton>
        <TextField
          inputRef={textRef}
          label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
          }}
          multiline
          maxRows={5}
          fullWidth
          size="small"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX, 'data-testid': 'chat-input' } }}
        />
        {streaming ? (
          <Button
            variant="outlined"
            color="inherit"
            onClick={onStop}
            startIcon={<StopRoundedIcon />}
            sx={{ minHeight: 40, flexShrink: 0 }}
          >
            {t('composer.stop')}
          </Button>
        ) : (
          <Button
            type="submit"
            variant="contained"
            disabled={disabled || text.trim() === ''}
            endIcon={<SendRoundedIcon />}
            sx={{ minHeight: 40, flexShrink: 0 }}
          >
            {t('composer.send')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
