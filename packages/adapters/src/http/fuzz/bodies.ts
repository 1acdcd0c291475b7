import fc from 'fast-check';
import superjson from 'superjson';
import type { z } from 'zod';

/** zod 4 keeps each schema's definition under `_zod.def`; only the fields the generator reads. */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  in?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Numbers at the edges: int4 and safe-integer bounds, fractions, signs, and what only superjson can carry. */
const edgeNumbers = fc.constantFrom(
  0,
  -1,
  -0,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  -(2 ** 31),
  1e308,
  Number.NaN,
  Number.POSITIVE_INFINITY,
);

/** Texts that break naive code: NUL, lone surrogates, SQL and HTML, very long. */
const edgeTexts = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'a\u0000b',
    '\ud800',
    '\udfff x',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '2026-11-24T21:00:00Z',
    '__proto__',
    'Ω≈ç√∫˜µ≤≥÷ 田中 👩‍👩‍👧 🇫🇷',
  ),
  fc.integer({ min: 1, max: 60_000 }).map((length) => 'x'.repeat(length)),
);

const anyNumber = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 40 }) },
  { weight: 2, arbitrary: edgeNumbers },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);
const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: edgeTexts },
);

/** A value of any other type, to put where the schema expects something specific. */
const wrongLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  anyNumber,
  anyText,
  fc.constant([]),
  fc.constant({}),
  fc.date({ noInvalidDate: false }),
  fc.bigInt(),
  fc.array(fc.array(fc.array(fc.constant(1)))),
);

/**
 * Values shaped like what `schema` expects (its keys, enums and element types), each part sometimes swapped for a
 * wrong type or an edge value: some pass the schema and reach the use case, most are refused at the edge.
 */
export const nearValid = (schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> => {
  const typed = typedNear(schema, depth);
  return fc.oneof({ weight: 6, arbitrary: typed }, { weight: 1, arbitrary: wrongLeaf });
};

const typedNear = (schema: z.ZodType, depth: number): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  const inner = (child: z.ZodType | undefined) =>
    child === undefined || depth > 6 ? wrongLeaf : nearValid(child, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, inner(field)]));
      const complete = fc.record(fields);
      const partial = fc.record(fields, { requiredKeys: [] });
      const extra = fc.tuple(complete, fc.constantFrom('__proto__', 'constructor', 'extra', ''), wrongLeaf);
      return fc.oneof(
        { weight: 5, arbitrary: complete },
        { weight: 2, arbitrary: partial },
        { weight: 1, arbitrary: extra.map(([value, key, more]) => ({ ...value, [key]: more })) },
      );
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fc.oneof(fc.constant(undefined), fc.constant(null), inner(def.innerType));
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner(def.getter?.());
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => inner(option)), wrongLeaf);
    case 'array': {
      const element = inner(def.element);
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(element, { maxLength: 6 }) },
        { weight: 1, arbitrary: fc.integer({ min: 990, max: 1100 }).map((length) => Array(length).fill(1)) },
      );
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => inner(item)));
    case 'record':
      return fc.dictionary(anyText, inner(def.valueType), { maxKeys: 5 });
    case 'enum':
      return fc.oneof(fc.constantFrom(...Object.values(def.entries ?? { x: 'x' })), anyText);
    case 'literal':
      return fc.oneof(fc.constantFrom(...(def.values ?? [null])), anyText);
    case 'number':
    case 'int':
      return anyNumber;
    case 'bigint':
      return fc.bigInt();
    case 'string':
      return anyText;
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.oneof(fc.date({ noInvalidDate: false }), edgeTexts);
    default:
      return wrongLeaf;
  }
};

/** The typed client's envelope; superjson refuses keys like `__proto__`, which then go as plain JSON, as a script would send them. */
const envelope = (input: unknown): { json: unknown; meta?: unknown } => {
  try {
    return superjson.serialize(input);
  } catch {
    return { json: input };
  }
};

/** What is sent as the POST body: a superjson envelope like the typed client's, or something else entirely. */
export const bodies = (schema: z.ZodType): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: nearValid(schema).map(envelope) },
    {
      weight: 2,
      arbitrary: fc
        .anything({ withDate: true, withMap: true, withSet: true, withBigInt: true })
        .map(envelope),
    },
    { weight: 1, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: nearValid(schema).filter((input) => input !== undefined) },
    { weight: 1, arbitrary: fc.record({ json: fc.jsonValue(), meta: fc.jsonValue() }) },
    {
      weight: 1,
      arbitrary: fc.record({
        json: nearValid(schema).map((input) => envelope(input).json ?? null),
        meta: fc.record({ values: fc.jsonValue() }),
      }),
    },
  );
