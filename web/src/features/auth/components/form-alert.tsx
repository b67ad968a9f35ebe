// The error or notice of a whole form, announced to screen readers.
import Alert from '@mui/material/Alert';

export function FormAlert({
  message,
  severity = 'error',
}: {
  message: string | null;
  severity?: 'error' | 'success' | 'info';
}) {
  if (!message) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
