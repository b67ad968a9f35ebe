// The e-mail input every account form uses: label, placeholder and the browser's e-mail keyboard, with the form's
// error under it.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type EmailFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** The message to show under the field; none when the value is fine. */
  error?: string | null;
};

export function EmailField({ value, onValueChange, error, ...props }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('common.email')}
      placeholder={t('common.emailPlaceholder')}
      type="email"
      name="email"
      autoComplete="email"
      required
      fullWidth
      {...props}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? props.helperText}
    />
  );
}
