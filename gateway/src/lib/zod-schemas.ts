// Route schemas from the contract's zod types, the way the api takes them (fastify-type-provider-zod): a failed
// request answers 400 with one issue per field (`body.textList: …`, through the server kit's error handler), and an
// object reply is checked against its response schema before it is written. The gateway needs only the compilers
// and the types, not the OpenAPI side of that package, so they are these few lines.
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';

/** Types a route's request and reply from its zod schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

function asZod(schema: unknown, where: string): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  throw new Error(`The gateway's route schemas are zod schemas; ${where} is not one`);
}

/** Validates with the schema and hands the route its parsed value; failures in the shape the api gives them. */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  const zod = asZod(schema, `the ${httpPart ?? 'request'} schema of ${method} ${url}`);
  return (data) => {
    const result = zod.safeParse(data);
    if (result.success) return { value: result.data };
    return {
      error: result.error.issues.map((issue) => ({
        keyword: issue.code,
        instancePath: `/${issue.path.join('/')}`,
        schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
        params: {},
        message: issue.message,
      })),
    };
  };
};

/** An answer that does not match its schema is a fault of the gateway's (a 500), never sent as it is. */
export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zod = asZod(schema, `the response schema of ${method} ${url}`);
  return (data) => {
    const result = zod.safeEncode(data);
    if (!result.success) {
      throw new Error(`The answer of ${method} ${url} does not match its schema`, { cause: result.error });
    }
    return JSON.stringify(result.data);
  };
};

/**
 * A body the gateway passes on to the api: checked against the api's own schema here (a bad one is answered 400
 * without a trip upstream), but passed on as the client sent it, since the api is the one that reads it.
 */
export function checkedAsSent(schema: z.ZodType) {
  return z.unknown().superRefine((value, ctx) => {
    const result = schema.safeParse(value);
    if (result.success) return;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
}

/** Sets both compilers on the gateway; its route plugins then use `withTypeProvider<ZodTypeProvider>()`. */
export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
}
