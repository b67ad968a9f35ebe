// Fills a route's parameters (`/v1/api/tests/:id/answers`), each one encoded, so no caller splices paths by hand.

/** The parameter names of a route template: `'/a/:id/b/:unitId'` gives `'id' | 'unitId'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Path extends string> = Record<PathParamNames<Path>, string | number>;

/** The path with every `:name` replaced by its value, URI-encoded; a missing value is a programming error. */
export function buildPath<Path extends string>(template: Path, params: PathParams<Path>): string {
  const values: Record<string, string | number | undefined> = params;
  return template.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${template} needs a value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
