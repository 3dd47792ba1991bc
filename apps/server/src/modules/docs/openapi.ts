import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { toSnakeKey } from '@opentill/contract/case-conversion';

type JsonSchema = {
  properties?: Record<string, unknown>;
  required?: string[];
  [key: string]: unknown;
};

/** The contract schemas are camelCase; the wire, and so the document, is snake_case. */
const snakeSchema = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(snakeSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [toSnakeKey(k), snakeSchema(v)]),
      );
    } else if (key === 'required' && Array.isArray(value)) {
      out.required = value.map((k: string) => toSnakeKey(k));
    } else out[key] = snakeSchema(value);
  }
  return out;
};

export const registerOpenApi = async (app: FastifyInstance): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'OpenTill API', version: '1' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
          screen: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'Screen {uuid}',
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      return { schema: snakeSchema(schema) as typeof schema, url };
    },
  });
};

export const docsRoutes = (app: FastifyInstance) => {
  app.get('/api/docs/', { schema: { hide: true } }, async () => app.swagger());
};
