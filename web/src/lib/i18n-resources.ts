// The bundled text catalogues. English defines the shape: a key missing from Korean fails the typecheck.
import enCommon from '../locales/en/common.json';
import koCommon from '../locales/ko/common.json';

const en = { common: enCommon };

/** The catalogue type every language must match, derived from the English files. */
export type Catalogue = typeof en;

const ko: Catalogue = { common: koCommon };

export const resources = { en, ko } satisfies Record<'en' | 'ko', Catalogue>;
export const defaultNamespace = 'common';
