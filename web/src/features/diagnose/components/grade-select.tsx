// The grade a diagnostic tests, from the course map's KR grades.
import type { CourseGrade } from '@mathbridge/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export function GradeSelect({
  grades,
  value,
  onChange,
  language,
  helperText,
}: {
  grades: readonly CourseGrade[];
  value: string;
  onChange: (gradeId: string) => void;
  language: 'ko' | 'en';
  helperText?: string;
}) {
  const { t } = useTranslation('diagnose');
  return (
    <TextField
      select
      label={t('setup.grade')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
      sx={{ width: { xs: '100%', sm: 360 } }}
      data-testid="grade-select"
    >
      {grades.map((grade) => (
        <MenuItem key={grade.id} value={grade.id}>
          {grade.name[language]}
        </MenuItem>
      ))}
    </TextField>
  );
}
