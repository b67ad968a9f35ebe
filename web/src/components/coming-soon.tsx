// What a screen shows until its feature is built: the catalogue's 'Coming soon', in the status card's layout.
import ConstructionRoundedIcon from '@mui/icons-material/ConstructionRounded';
import { useTranslation } from 'react-i18next';
import { StatusCard } from './status-card';

export interface ComingSoonProps {
  /** The screen's name, shown above the notice. */
  screenTitle?: string;
  backTo: string;
  backLabel: string;
}

export function ComingSoon({ screenTitle, backTo, backLabel }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <StatusCard
      testId="coming-soon"
      icon={<ConstructionRoundedIcon />}
      overline={screenTitle}
      title={t('messages.comingSoon')}
      body={t('comingSoon.body')}
      actions={[{ label: backLabel, to: backTo, primary: true }]}
      focusHeading={false}
    />
  );
}
