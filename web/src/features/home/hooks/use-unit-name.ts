// Names a unit in the UI language, from the course map (the same lookup the solving screens use); falls back to
// the id while the map is missing.
import { useTranslation } from 'react-i18next';
import { useUnitNames } from '../../course/hooks/use-unit-names';

export function useUnitName(): (unitId: string) => string {
  const { i18n } = useTranslation();
  const names = useUnitNames();
  const language = i18n.language === 'ko' ? 'ko' : 'en';
  return (unitId) => names.get(unitId)?.[language] ?? unitId;
}
