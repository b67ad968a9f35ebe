// A body the gateway passes on to the api: checked against the api's own schema here (a bad one is answered 400
// without a trip upstream), but passed on as the client sent it, since the api is the one that reads it.
import { z } from 'zod';

/** The schema's issues, on a value that stays as it came. */
export function checkedAsSent(schema: z.ZodType) {
  return z.unknown().superRefine((value, ctx) => {
    const result = schema.safeParse(value);
    if (result.success) return;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
}
