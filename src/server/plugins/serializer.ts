import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson, { type Schema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from '@shared/zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, {type: 'null'}]`, zod's spelling of `.nullable()`, becomes `type: [X.type, 'null']`:
 * fast-json-stringify picks an anyOf branch by running a validator on every value, the type list it
 * writes with one check.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) out[k] = simplify(v);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf[1]?.type === 'null' && typeof anyOf[0]?.type === 'string') {
    const { anyOf: _drop, ...rest } = out;
    return { ...rest, ...anyOf[0], type: [anyOf[0].type, 'null'] };
  }
  return out;
}

/**
 * Responses are written by fast-json-stringify from the route's zod response schema turned into JSON
 * Schema once, when the route is compiled, instead of zod re-checking each response and then
 * JSON.stringify walking it (docs/decisions/051). Like zod's serializer it writes only the declared
 * properties, so a column added to a query cannot leak. A schema JSON Schema cannot express keeps
 * zod's serializer.
 */
export const schemaSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' }) as JsonSchema;
  } catch {
    return zodSerializerCompiler(route);
  }
  const { $schema: _version, ...schema } = simplify(json) as JsonSchema;
  const write = fastJson(schema as unknown as Schema);
  if (process.env.NODE_ENV === 'production') return write;
  // fast-json-stringify coerces what does not fit (null to "" or 0, a float to an integer) where zod
  // refuses it. Outside production every answer is also checked by zod, so the tests catch a
  // response that drifted from its contract; production keeps the speed.
  const check = zodSerializerCompiler(route);
  return (data: unknown) => {
    check(data);
    return write(data);
  };
};
