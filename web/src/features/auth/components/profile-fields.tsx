// Name, birthday, school and year, sex and country: the profile part of both signup forms.
import {
  COUNTRIES,
  COUNTRY_CODE_ETC,
  GRADE_CLASSES,
  GRADE_SUB_MAX,
  type Country,
  type GradeClass,
  type Sex,
} from '@mathbridge/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProfileDraft {
  name: string;
  birthday: string;
  gradeClass: GradeClass | '';
  gradeSub: number | null;
  sex: Sex | '';
  countryCode: string;
}

export function emptyProfile(language: string): ProfileDraft {
  return {
    name: '',
    birthday: '',
    gradeClass: '',
    gradeSub: null,
    sex: '',
    countryCode: language === 'ko' ? 'KR' : '',
  };
}

/** The draft as the contract schema expects it: unanswered choices are left out so their rule's message shows. */
export function profileForRequest(draft: ProfileDraft) {
  return {
    name: draft.name.trim(),
    birthday: draft.birthday,
    gradeClass: draft.gradeClass || undefined,
    gradeSub: draft.gradeClass === 'ETC' ? null : draft.gradeSub,
    sex: draft.sex || undefined,
    countryCode: draft.countryCode,
  };
}

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function ProfileFields({
  value,
  onChange,
  errors,
}: {
  value: ProfileDraft;
  onChange(patch: Partial<ProfileDraft>): void;
  errors: Record<string, string>;
}) {
  const { t, i18n } = useTranslation('auth');
  const ko = i18n.language === 'ko';
  const countries = useMemo(() => {
    const nameOf = (c: Country) => (ko ? c.nameKo : c.nameEn);
    const rest = COUNTRIES.filter((c) => c.code !== 'KR' && c.code !== COUNTRY_CODE_ETC).sort((a, b) =>
      nameOf(a).localeCompare(nameOf(b), ko ? 'ko' : 'en'),
    );
    const korea = COUNTRIES.filter((c) => c.code === 'KR');
    const etc = COUNTRIES.filter((c) => c.code === COUNTRY_CODE_ETC);
    return [...korea, ...rest, ...etc];
  }, [ko]);
  const country = countries.find((c) => c.code === value.countryCode) ?? null;
  const years = value.gradeClass ? GRADE_SUB_MAX[value.gradeClass] : 0;
  // The contract has one rule text for both grade fields; each field's message names the field it sits under.
  const gradeRequired = t('messages.gradeRequired');
  const named = (error: string | undefined, message: string) => (error === gradeRequired ? message : error);
  const schoolError = named(errors.gradeClass, t('messages.schoolRequired'));
  const yearError = named(errors.gradeSub, t('messages.yearRequired'));

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        label={t('signup.name')}
        value={value.name}
        onChange={(e) => onChange({ name: e.target.value })}
        error={Boolean(errors.name)}
        helperText={errors.name ?? t('signup.nameHint')}
        autoComplete="nickname"
        required
        fullWidth
        name="name"
      />
      <TextField
        label={t('signup.birthday')}
        type="date"
        value={value.birthday}
        onChange={(e) => onChange({ birthday: e.target.value })}
        error={Boolean(errors.birthday)}
        helperText={errors.birthday}
        required
        fullWidth
        name="birthday"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIso(), min: '1900-01-01' } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: years > 0 ? '3fr 2fr' : '1fr', gap: 1.5 }}>
        <TextField
          select
          label={t('signup.gradeClass')}
          value={value.gradeClass}
          onChange={(e) => {
            const gradeClass = e.target.value as GradeClass;
            onChange({ gradeClass, gradeSub: GRADE_SUB_MAX[gradeClass] > 0 ? 1 : null });
          }}
          error={Boolean(schoolError)}
          helperText={schoolError}
          required
          fullWidth
          name="gradeClass"
        >
          {GRADE_CLASSES.map((g) => (
            <MenuItem key={g} value={g}>
              {t(`signup.gradeClasses.${g}`)}
            </MenuItem>
          ))}
        </TextField>
        {years > 0 && (
          <TextField
            select
            label={t('signup.gradeSub')}
            value={value.gradeSub ?? ''}
            onChange={(e) => onChange({ gradeSub: Number(e.target.value) })}
            error={Boolean(yearError)}
            helperText={yearError}
            required
            fullWidth
            name="gradeSub"
          >
            {Array.from({ length: years }, (_, i) => i + 1).map((n) => (
              <MenuItem key={n} value={n}>
                {t('signup.gradeSubOption', { n })}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <FormControl error={Boolean(errors.sex)} required>
        <FormLabel id="sex-label">{t('signup.sex')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="sex-label"
          name="sex"
          value={value.sex}
          onChange={(e) => onChange({ sex: e.target.value as Sex })}
        >
          <FormControlLabel value="man" control={<Radio />} label={t('signup.man')} />
          <FormControlLabel value="woman" control={<Radio />} label={t('signup.woman')} />
        </RadioGroup>
        {errors.sex && <FormHelperText>{errors.sex}</FormHelperText>}
      </FormControl>
      <Autocomplete
        options={countries}
        value={country}
        onChange={(_e, next) => onChange({ countryCode: next?.code ?? '' })}
        getOptionLabel={(c) => (ko ? c.nameKo : c.nameEn)}
        isOptionEqualToValue={(a, b) => a.code === b.code}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('signup.country')}
            placeholder={t('signup.countrySearch')}
            error={Boolean(errors.countryCode)}
            helperText={errors.countryCode}
            required
            name="country"
          />
        )}
      />
    </Box>
  );
}
