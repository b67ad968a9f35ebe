// The e-mail field with its verification number: send (and resend), a 10-minute countdown, and verify.
import { EmailCodeSchema, EmailSchema } from '@mathbridge/contract';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EmailField } from './email-field';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendEmailCode } from '../api/send-email-code';
import { verifyEmailCode } from '../api/verify-email-code';
import { describeAuthError, translateAuthMessage } from '../lib/auth-messages';

export interface EmailVerificationProps {
  email: string;
  onEmailChange(email: string): void;
  code: string;
  onCodeChange(code: string): void;
  verified: boolean;
  onVerifiedChange(verified: boolean): void;
  /** Errors from the form's own check. */
  emailError?: string | undefined;
  codeError?: string | undefined;
}

/** The e-mail, its number and whether it is verified, held by the form that sends them. */
export function useEmailVerification(initialEmail = '') {
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [verified, setVerified] = useState(false);
  return {
    email,
    code,
    fieldProps: {
      email,
      onEmailChange: setEmail,
      code,
      onCodeChange: setCode,
      verified,
      onVerifiedChange: setVerified,
    },
  };
}

function remaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function EmailVerification(props: EmailVerificationProps) {
  const { t } = useTranslation('auth');
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  /** What the field's own check found; what the server said is the mutation's error. */
  const [emailInvalid, setEmailInvalid] = useState<string | null>(null);
  const [codeInvalid, setCodeInvalid] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sending = useMutation({
    mutationFn: sendEmailCode,
    onSuccess: (sent, email) => {
      setExpiresAt(sent.expiresAt);
      setNow(Date.now());
      setSentTo(email);
      props.onVerifiedChange(false);
    },
  });
  const verifying = useMutation({
    mutationFn: ({ email, code }: { email: string; code: string }) => verifyEmailCode(email, code),
    onSuccess: () => props.onVerifiedChange(true),
  });
  const busy = sending.isPending || verifying.isPending;

  useEffect(() => {
    if (expiresAt === null || props.verified) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, props.verified]);

  const fallback = t('messages.oauthFailed');

  function clearEmailProblem() {
    setEmailInvalid(null);
    sending.reset();
  }

  function clearCodeProblem() {
    setCodeInvalid(null);
    verifying.reset();
  }

  function send() {
    if (busy) return;
    clearEmailProblem();
    clearCodeProblem();
    const parsed = EmailSchema.safeParse(props.email);
    if (!parsed.success) {
      setEmailInvalid(translateAuthMessage(parsed.error.issues[0]?.message ?? '', t));
      return;
    }
    sending.mutate(parsed.data);
  }

  function verify() {
    if (busy) return;
    clearCodeProblem();
    const parsed = EmailCodeSchema.safeParse(props.code);
    if (!parsed.success) {
      setCodeInvalid(translateAuthMessage(parsed.error.issues[0]?.message ?? '', t));
      return;
    }
    verifying.mutate({ email: sentTo ?? props.email, code: parsed.data });
  }

  const emailProblem = emailInvalid ?? (sending.error ? describeAuthError(sending.error, t, fallback) : null);
  const codeProblem = codeInvalid ?? (verifying.error ? describeAuthError(verifying.error, t, fallback) : null);
  const emailError = emailProblem ?? props.emailError;
  const codeError = codeProblem ?? props.codeError;
  const expired = expiresAt !== null && now >= expiresAt;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <EmailField
          value={props.email}
          onValueChange={(value) => {
            props.onEmailChange(value);
            props.onVerifiedChange(false);
            clearEmailProblem();
          }}
          error={emailError}
        />
        <Button
          variant="outlined"
          onClick={send}
          disabled={busy || props.verified}
          sx={{ flexShrink: 0, height: 56, minWidth: 104 }}
        >
          {sentTo ? t('signup.resendCode') : t('signup.sendCode')}
        </Button>
      </Box>
      {sentTo && !props.verified && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('signup.codeSent', { email: sentTo })}
        </Typography>
      )}
      {(sentTo || props.code) && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={t('signup.code')}
            name="emailCode"
            value={props.code}
            onChange={(e) => {
              props.onCodeChange(e.target.value.replace(/\D/g, '').slice(0, 6));
              clearCodeProblem();
            }}
            error={Boolean(codeError) || expired}
            helperText={
              codeError ??
              (expired
                ? t('messages.codeExpired')
                : expiresAt !== null && !props.verified
                  ? t('signup.timeLeft', { time: remaining(expiresAt - now) })
                  : undefined)
            }
            disabled={props.verified}
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
          />
          <Button
            variant={props.verified ? 'text' : 'contained'}
            color={props.verified ? 'success' : 'primary'}
            onClick={verify}
            disabled={busy || props.verified || expired}
            startIcon={props.verified ? <CheckCircleRounded /> : undefined}
            sx={{ flexShrink: 0, height: 56, minWidth: 104 }}
          >
            {props.verified ? t('signup.verified') : t('signup.verify')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
