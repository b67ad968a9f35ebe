// fast-check arbitraries of requests from the api's OpenAPI document: for each operation, path parameters, queries
// and bodies that fit its schemas, that almost fit (a field of the wrong type, a required one missing, a string with
// control characters or lone surrogates), or that are plain garbage; with a student's token, a bad one or none.
// Ids come from what the service really holds where a field names one, so valid-looking requests get past lookups.
import fc from 'fast-check';

const MAX_STRING = 60;

/** Strings a hand-written form never sends: controls (NUL included), lone surrogates, any code point. */
const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '%00', '../../etc/passwd', "' OR 1=1 --", '${7*7}', '<script>', ''),
  fc.string({ minLength: 1000, maxLength: 5000 }),
);

const anyJson = fc.jsonValue({ maxDepth: 3 });

/** An address as a student types it (fast-check's own are valid but often exotic). */
const plainEmail = fc.stringMatching(/^[a-z][a-z0-9.]{0,14}$/).map((local) => `${local}@example.com`);

function resolve(schema, doc) {
  let current = schema;
  for (let i = 0; i < 20 && current?.$ref; i++) {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce((node, key) => node?.[key], doc);
  }
  return current ?? {};
}

/** Languages the app translates into, for fields that name one. */
const LANGUAGE_CODES = ['ko', 'en', 'ja', 'zh-CN', 'vi', 'es'];

/** The pool of real values (ids, languages) a field or parameter of this name may take, if any. */
function poolFor(name, pools) {
  if (!name) return null;
  if (/^(languageCode|translationCode)$/.test(name)) return LANGUAGE_CODES;
  if (/^unitIds?$/i.test(name)) return pools.unitId;
  if (/^problemIds?$/i.test(name)) return pools.problemId;
  if (/^workbookIds?$/i.test(name)) return pools.workbookId;
  if (/^id$/i.test(name)) return pools.id;
  return null;
}

function stringFor(schema) {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= (schema.maxLength ?? 1e6));
    } catch {
      // A pattern fast-check cannot read: fall back to the length bounds.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  return fc.string({ minLength, maxLength });
}

function numberFor(schema, integer) {
  const min = Math.max(schema.minimum ?? -1e6, -1e9);
  const max = Math.min(schema.maximum ?? 1e6, 1e9);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * An arbitrary of values for `schema`. With `loose`, every node may instead be any JSON value or an odd string,
 * objects may lose required fields and gain unknown ones, and bounds are ignored now and then.
 */
export function valueFor(schema, { doc, pools, loose, name, depth = 0 }) {
  const node = resolve(schema, doc);
  const strict = strictValueFor(node, { doc, pools, loose, name, depth });
  const pool = poolFor(name, pools);
  let withPool = pool && pool.length > 0 && node.type !== 'array' ? fc.oneof(fc.constantFrom(...pool), strict) : strict;
  // The document says only 'string' for e-mail fields; addresses as students type them get past the format check.
  if (name === 'email' && node.type === 'string') withPool = fc.oneof(plainEmail, fc.emailAddress(), strict);
  if (!loose) return withPool;
  return fc.oneof(
    { weight: 6, arbitrary: withPool },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: oddString },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  );
}

function strictValueFor(node, options) {
  const { doc, pools, loose, name, depth } = options;
  if (depth > 6) return anyJson;
  const next = { doc, pools, loose, depth: depth + 1 };
  const variants = node.oneOf ?? node.anyOf;
  if (variants) return fc.oneof(...variants.map((variant) => valueFor(variant, { ...next, name })));
  if (node.allOf) {
    const merged = node.allOf
      .map((part) => resolve(part, doc))
      .reduce(
        (all, part) => ({
          ...all,
          ...part,
          properties: { ...all.properties, ...part.properties },
          required: [...(all.required ?? []), ...(part.required ?? [])],
        }),
        {},
      );
    return strictValueFor(merged, options);
  }
  if ('const' in node) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => strictValueFor({ ...node, type }, options)));
  const nullable = node.nullable ? (arbitrary) => fc.option(arbitrary, { nil: null }) : (arbitrary) => arbitrary;
  switch (types[0]) {
    case 'string':
      return nullable(stringFor(node));
    case 'integer':
      return nullable(numberFor(node, true));
    case 'number':
      return nullable(numberFor(node, false));
    case 'boolean':
      return nullable(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = node.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(node.maxItems ?? 5, 8));
      return nullable(fc.array(valueFor(node.items ?? {}, { ...next, name }), { minLength, maxLength }));
    }
    case 'object':
    case undefined: {
      const properties = node.properties ?? {};
      if (types[0] === undefined && Object.keys(properties).length === 0) return anyJson;
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, valueFor(value, { ...next, name: key })]),
      );
      const required = (node.required ?? []).filter((key) => key in properties);
      let object = fc.record(record, { requiredKeys: loose ? [] : required });
      if (loose) {
        object = fc
          .tuple(object, fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 2 }))
          .map(([known, extra]) => ({ ...extra, ...known }));
      }
      return nullable(object);
    }
    default:
      return anyJson;
  }
}

/** A query or path parameter's text: from its schema, or (loose) anything at all. */
function parameterText(parameter, context) {
  const value = valueFor(parameter.schema ?? {}, { ...context, name: parameter.name });
  return value.map((item) =>
    typeof item === 'string' ? item : typeof item === 'object' ? JSON.stringify(item) : String(item),
  );
}

/**
 * The arbitrary of requests to one operation: `{ method, path, body?, contentType?, auth }`, where `auth` is
 * 'student', 'bad' or 'none'.
 */
export function requestsFor(operation, { doc, pools }) {
  const { method, path, spec } = operation;
  const parameters = (spec.parameters ?? []).map((parameter) => resolve(parameter, doc));
  const jsonSchema = spec.requestBody?.content?.['application/json']?.schema;
  const pieces = (loose) => {
    const context = { doc, pools, loose };
    const pathValues = fc.record(
      Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, parameterText(p, context)])),
    );
    const queryValues = fc.record(
      Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, parameterText(p, context)])),
      { requiredKeys: loose ? [] : parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name) },
    );
    const body = jsonSchema
      ? fc.oneof(
          { weight: 8, arbitrary: valueFor(jsonSchema, context).map((value) => ({ json: value })) },
          { weight: 1, arbitrary: fc.string({ maxLength: 80 }).map((text) => ({ raw: text })) },
          { weight: 1, arbitrary: fc.constant({}) },
        )
      : fc.oneof(
          { weight: 9, arbitrary: fc.constant({}) },
          { weight: 1, arbitrary: anyJson.map((json) => ({ json })) },
        );
    return fc.record({ pathValues, queryValues, body });
  };
  return fc
    .record({
      parts: fc.oneof({ weight: 1, arbitrary: pieces(false) }, { weight: 1, arbitrary: pieces(true) }),
      auth: fc.constantFrom('student', 'student', 'student', 'none', 'none', 'bad'),
    })
    .map(({ parts, auth }) => {
      const filled = path.replace(/\{([^}]+)\}/g, (_match, key) =>
        encodeURIComponent((parts.pathValues[key] ?? '').toWellFormed()),
      );
      const query = new URLSearchParams(parts.queryValues).toString();
      const request = { method: method.toUpperCase(), path: query ? `${filled}?${query}` : filled, auth };
      if ('json' in parts.body) request.body = JSON.stringify(parts.body.json) ?? 'null';
      else if ('raw' in parts.body) request.body = parts.body.raw;
      return request;
    });
}

/** Every operation of the document: `{ method, path, spec }`. */
export function operationsOf(doc) {
  const methods = ['get', 'put', 'post', 'delete', 'patch'];
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    methods.filter((method) => item[method]).map((method) => ({ method, path, spec: item[method] })),
  );
}
