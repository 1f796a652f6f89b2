import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * An answer already written as UTF-8 JSON, from pieces written by `jsonWriter` (the listing
 * search keeps its cards written: decision 025). The route's serializer sends it as it is.
 */
export class PreparedJson {
  constructor(readonly body: Buffer) {}
}

/**
 * The JSON writer of a zod schema, through fast-json-stringify: the schema becomes JSON Schema
 * once, and each value is written by a generated function that emits only the declared fields
 * (nothing leaks by accident) several times faster than validating with zod and then calling
 * JSON.stringify. Values are built by our own presenters, so validating them again on every
 * request bought safety the types already give.
 */
export function jsonWriter<T>(schema: z.ZodType<T>): (value: T) => string {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}

/**
 * Serialises responses from their zod schemas (`jsonWriter`); a `PreparedJson` passes as it is
 * (Fastify sends a Buffer from a serializer as it sends a string; its type says string only).
 * Each writer is made on its route's first answer of that status, not when the route is
 * registered: making every declared answer's writer took ~0.2 s of every start (decision 068),
 * for answers most processes give rarely. A schema that cannot be written would now fail on its
 * route's first answer instead of at start (`jsonWriter` writes what JSON Schema cannot say as
 * any value, so none is known to).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  // An answer of several shapes (the listing search with `fields=card`) is declared as a union for
  // the API's documentation; its first shape is written here, the others come written already
  // (PreparedJson). A union writer would validate each value against every shape to choose.
  let write: ((value: unknown) => string) | undefined;
  return (data: unknown) => {
    if (data instanceof PreparedJson) return data.body as unknown as string;
    write ??= jsonWriter(schema instanceof z.ZodUnion ? (schema.options[0] as z.ZodType) : schema);
    return write(data);
  };
};
