// The e-mail field with its verification number: send (and resend), a 10-minute countdown, and verify.
import { EmailCodeSchema, EmailSchema } from '@mathbridge/contract';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EmailField } from './email-field';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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

function remaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function EmailVerification(props: EmailVerificationProps) {
  const { t } = useTranslation('auth');
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (expiresAt === null || props.verified) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, props.verified]);

  const fallback = t('messages.oauthFailed');

  async function send() {
    setEmailProblem(null);
    setCodeProblem(null);
    const parsed = EmailSchema.safeParse(props.email);
    if (!parsed.success) {
      setEmailProblem(translateAuthMessage(parsed.error.issues[0]?.message ?? '', t));
      return;
    }
    setBusy(true);
    try {
      const sent = await sendEmailCode(parsed.data);
      setExpiresAt(sent.expiresAt);
      setNow(Date.now());
      setSentTo(parsed.data);
      props.onVerifiedChange(false);
    } catch (error) {
      setEmailProblem(describeAuthError(error, t, fallback));
    } finally {
      setBusy(false);
    }
  }

  async function verify() {
    setCodeProblem(null);
    const parsed = EmailCodeSchema.safeParse(props.code);
    if (!parsed.success) {
      setCodeProblem(translateAuthMessage(parsed.error.issues[0]?.message ?? '', t));
      return;
    }
    setBusy(true);
    try {
      await verifyEmailCode(sentTo ?? props.email, parsed.data);
      props.onVerifiedChange(true);
    } catch (error) {
      setCodeProblem(describeAuthError(error, t, fallback));
    } finally {
      setBusy(false);
    }
  }

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
            setEmailProblem(null);
          }}
          error={emailError}
        />
        <Button
          variant="outlined"
          onClick={() => void send()}
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
              setCodeProblem(null);
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
            onClick={() => void verify()}
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
