// The language setting widget (spec §2): Global (en) or Korean (ko); Global shows a searchable list of translation
// languages, Korean hidden, or says why there is none when the server cannot translate. A language the translation
// service in use lacks is greyed out with the reason. A logged-in user's choice is saved to the server as well.
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDeviceLanguage } from '../api/save-language';
import { translationLanguageOptions } from '../lib/language-names';
import { useLanguageStore } from '../stores/language-store';

export function LanguageWidget() {
  const { t } = useTranslation();
  const { t: tt } = useTranslation('translation');
  const offered = useLanguageStore((s) => s.offeredCodes);
  const offeredCodes = useMemo(() => (offered ? new Set(offered) : null), [offered]);
  const labelId = useId();
  const languageType = useLanguageStore((s) => s.languageType);
  const translationCode = useLanguageStore((s) => s.translationCode);
  const chooseKorean = useLanguageStore((s) => s.chooseKorean);
  const chooseGlobal = useLanguageStore((s) => s.chooseGlobal);
  const setTranslationCode = useLanguageStore((s) => s.setTranslationCode);
  const translationAvailable = useLanguageStore((s) => s.translationAvailable);
  const options = useMemo(() => translationLanguageOptions(languageType), [languageType]);
  const selected = options.find((o) => o.code === translationCode) ?? null;

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={labelId}>{t('language.choice')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          name="languageType"
          value={languageType}
          onChange={(event) => {
            if (event.target.value === 'ko') chooseKorean();
            else chooseGlobal();
            saveDeviceLanguage();
          }}
        >
          <FormControlLabel value="en" control={<Radio />} label={t('language.global')} />
          <FormControlLabel value="ko" control={<Radio />} label={<span lang="ko">{t('language.korean')}</span>} />
        </RadioGroup>
      </FormControl>
      {languageType === 'en' && !translationAvailable && (
        <Typography variant="body2" color="text.secondary">
          {t('language.translationUnavailable')}
        </Typography>
      )}
      {languageType === 'en' && translationAvailable && (
        <Stack spacing={1}>
          <Autocomplete
            options={options}
            value={selected}
            onChange={(_, option) => {
              setTranslationCode(option?.code ?? 'en');
              saveDeviceLanguage();
            }}
            getOptionLabel={(option) => option.label}
            getOptionDisabled={(option) => offeredCodes !== null && !offeredCodes.has(option.code)}
            renderOption={({ key, ...props }, option) => {
              const lacking = offeredCodes !== null && !offeredCodes.has(option.code);
              return (
                <li key={key} {...props}>
                  <Stack>
                    <span>{option.label}</span>
                    {lacking && (
                      <Typography variant="caption" color="text.secondary">
                        {tt('language.notOffered')}
                      </Typography>
                    )}
                  </Stack>
                </li>
              );
            }}
            isOptionEqualToValue={(option, value) => option.code === value.code}
            noOptionsText={t('language.noMatch')}
            autoHighlight
            openOnFocus
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('language.translationLanguage')}
                placeholder={t('language.searchPlaceholder')}
              />
            )}
          />
          <Typography variant="body2" color="text.secondary">
            {t('language.translationHint')}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
