// One short phrase for why a problem or unit is recommended, in the UI language, from the api's key and facts and
// the unit names of the course map. A phrase whose facts are missing falls back to a plain 'picked for you' rather
// than claim something the api did not say.
import type { StudyWhy } from '@mathbridge/contract';
import type { TFunction } from 'i18next';
import { resolveParticles } from './korean-particles';

export interface WhyContext {
  t: TFunction<'recommend'>;
  language: 'ko' | 'en';
  /** A unit's (or course's) name in the UI language; null when the course map does not know it. */
  nameOf: (id: string) => string | null;
}

/** Does the phrase for this why name its unit (so a list need not name it again). */
export function whyNamesUnit(why: StudyWhy): boolean {
  return ['missedRecently', 'prerequisiteFirst', 'continueUnit', 'interest', 'bookmark'].includes(why.key);
}

function phrase(why: StudyWhy, { t, nameOf }: WhyContext): string {
  const unit = why.unitId ? nameOf(why.unitId) : null;
  const fallback = t('why.picked');
  switch (why.key) {
    case 'missedRecently':
      return unit && why.missed != null && why.of != null && why.of > 0
        ? t('why.missedRecently', { unit, missed: why.missed, of: why.of })
        : fallback;
    case 'review':
      if (why.daysAgo == null) return fallback;
      if (why.daysAgo === 0) return t('why.reviewToday');
      if (why.daysAgo === 1) return t('why.reviewYesterday');
      return t('why.review', { days: why.daysAgo });
    case 'ready':
      return t('why.ready');
    case 'prerequisiteFirst': {
      const target = why.targetUnitId ? nameOf(why.targetUnitId) : null;
      return unit && target ? t('why.prerequisiteFirst', { unit, target }) : fallback;
    }
    case 'rightLevel':
      return why.chance == null ? fallback : t('why.rightLevel', { chance: Math.round(why.chance * 100) });
    case 'continueUnit':
      return unit ? t('why.continueUnit', { unit }) : fallback;
    case 'interest':
      return unit ? t('why.interest', { unit }) : fallback;
    case 'bookmark':
      return unit ? t('why.bookmark', { unit }) : fallback;
    case 'afterHelp':
      return t('why.afterHelp');
    case 'levelTest':
      return t('why.levelTest');
    case 'gradeStart':
      return t('why.gradeStart');
  }
}

export function whyPhrase(why: StudyWhy, context: WhyContext): string {
  const text = phrase(why, context);
  // Korean particles after a unit name depend on how the name ends.
  return context.language === 'ko' ? resolveParticles(text) : text;
}
