// A stored record as a response carries it: the fields the contract names, each Date as its ISO 8601 string.

/** A value as JSON carries it: a Date becomes its ISO string (a null stays null). */
export type Wire<T> = T extends Date ? string : T;

/** The named fields of a row, dates as ISO strings, so that a view is its list of fields, not a copy of each. */
export function wireFields<T extends object, const K extends keyof T>(
  row: T,
  keys: readonly K[],
): { [P in K]: Wire<T[P]> } {
  const view = {} as { [P in K]: Wire<T[P]> };
  for (const key of keys) {
    const value = row[key];
    view[key] = (value instanceof Date ? value.toISOString() : value) as Wire<T[K]>;
  }
  return view;
}
