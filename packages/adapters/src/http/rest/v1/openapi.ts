import { z } from 'zod';
import { byHashBody, creatorListQuery, imageListQuery, modelListQuery, tagListQuery } from './queries.js';
import { v1Schemas } from './shapes.js';

/**
 * `/api/v1/openapi.json`: an OpenAPI 3.1 document generated from the same zod schemas that parse the requests and
 * that the contract tests hold the answers to, so it cannot drift from what the API does. OpenAPI 3.1 speaks JSON
 * Schema 2020-12, which is what zod emits.
 */

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

const components = (): Record<string, unknown> => {
  const { schemas } = z.toJSONSchema(v1Schemas, { uri: (id) => `#/components/schemas/${id}`, io: 'output' });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema]),
  );
};

const queryParameters = (shape: Record<string, z.ZodType>) =>
  Object.entries(shape).map(([name, schema]) => {
    const { $schema: _schema, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    return { name, in: 'query', required: false, schema: json };
  });

const idParameter = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'integer', minimum: 1 },
});

const json = (schema: unknown, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const refusals = {
  '400': json(ref('Error'), 'A malformed request: an unknown parameter or value, a bad cursor or hash.'),
  '404': json(ref('Error'), 'Nothing this caller may see has that id or hash.'),
  '429': json(ref('Error'), 'Too many requests: wait for the time `Retry-After` gives.'),
};

let built: Record<string, unknown> | undefined;

/** The document, built once; `servers` names the origin that served it. */
export const openApiDocument = (origin: string): Record<string, unknown> => {
  built ??= {
    openapi: '3.1.0',
    info: {
      title: 'Atelier public REST API v1',
      version: '1.0.0',
      description:
        "Civitai's public API v1 on a self-hosted Atelier hub: point a tool's base URL at the hub. Authenticate with `Authorization: Bearer <key>` or `?token=<key>`; without a key (or with `Bearer None`) you are anonymous. See docs/rest-api.md.",
    },
    components: {
      schemas: components(),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        token: { type: 'apiKey', in: 'query', name: 'token' },
      },
    },
    security: [{}, { bearer: [] }, { token: [] }],
    paths: {
      '/api/v1/models': {
        get: {
          summary: 'Models, as the hub lists them (newest first unless sorted otherwise)',
          parameters: queryParameters(modelListQuery.shape),
          responses: { '200': json(ref('ModelList'), 'One page of models.'), ...refusals },
        },
      },
      '/api/v1/models/{modelId}': {
        get: {
          summary: 'One model with its versions, newest first',
          parameters: [idParameter('modelId', 'The model’s id.')],
          responses: { '200': json(ref('Model'), 'The model.'), ...refusals },
        },
      },
      '/api/v1/model-versions/{modelVersionId}': {
        get: {
          summary: 'One version with a summary of its model',
          parameters: [idParameter('modelVersionId', 'The version’s id.')],
          responses: { '200': json(ref('ModelVersionDetail'), 'The version.'), ...refusals },
        },
      },
      '/api/v1/model-versions/by-hash/{hash}': {
        get: {
          summary:
            'The version a file belongs to, by any of its hashes (SHA256, AutoV1, AutoV2, AutoV3, CRC32, BLAKE3)',
          parameters: [
            {
              name: 'hash',
              in: 'path',
              required: true,
              description: 'Hex, any case.',
              schema: { type: 'string' },
            },
          ],
          responses: { '200': json(ref('ModelVersionDetail'), 'The version.'), ...refusals },
        },
      },
      '/api/v1/model-versions/by-hash': {
        post: {
          summary: 'The versions of up to 100 files, by hash; unknown hashes are left out',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: z.toJSONSchema(byHashBody, { io: 'input' }) } },
          },
          responses: { '200': json(ref('ModelVersionsByHash'), 'One entry per version found.'), ...refusals },
        },
      },
      '/api/v1/me': {
        get: {
          summary: 'Who the API key belongs to',
          responses: {
            '200': json(ref('Me'), 'The key’s user.'),
            '401': json(ref('Error'), 'No key, or one the hub does not know.'),
          },
        },
      },
      '/api/v1/images': {
        get: {
          summary: 'Images of the hub’s posts, newest or most reactions first; a page ends between two posts',
          parameters: queryParameters(imageListQuery.shape),
          responses: { '200': json(ref('ImageList'), 'One page of images.'), ...refusals },
        },
      },
      '/api/v1/creators': {
        get: {
          summary: 'Users with a live model, oldest account first; `query` matches the start of a username',
          parameters: queryParameters(creatorListQuery.shape),
          responses: { '200': json(ref('CreatorList'), 'One page of creators.'), ...refusals },
        },
      },
      '/api/v1/tags': {
        get: {
          summary: 'Listed tags, most used first; `query` matches any part of a name',
          parameters: queryParameters(tagListQuery.shape),
          responses: { '200': json(ref('TagList'), 'One page of tags.'), ...refusals },
        },
      },
      '/api/v1/enums': {
        get: {
          summary: 'The values the enum parameters and fields take',
          responses: { '200': json(ref('Enums'), 'Every enum.') },
        },
      },
    },
  };
  return { ...built, servers: [{ url: origin }] };
};
