// The text catalogues the shell and the visitor's pages use: the build puts them in a file of their own per language
// (vite.config.ts), which is all the first load of /preview, /main or the login form fetches (i18n.ts).
export const SHELL_NAMESPACES: readonly string[] = ['common', 'home', 'auth', 'alerts', 'translation', 'problem'];

/** The files of a language's shell catalogues, as the build sees their paths. */
export const shellTextsPattern = (language: string): RegExp =>
  new RegExp(`src[\\\\/]locales[\\\\/]${language}[\\\\/](${SHELL_NAMESPACES.join('|')})\\.json$`);
