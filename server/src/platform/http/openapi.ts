import type { INestApplication } from '@nestjs/common';
import { applyDecorators } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  DocumentBuilder,
  type OpenAPIObject,
  SwaggerModule,
} from '@nestjs/swagger';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const OPENAPI_DOCS_PATH = '/api/docs';

/** Tag of the paths that gateways and the sandbox call, not integrators. */
export const INTERNAL_TAG = 'interno';

const ERROR_SCHEMA = {
  type: 'object',
  description: 'Toda respuesta de error: un código estable para clientes y un mensaje en español.',
  required: ['ok', 'code', 'message'],
  properties: {
    ok: { type: 'boolean', const: false },
    code: {
      type: 'string',
      examples: [
        'BAD_USER_INPUT',
        'INVALID_CHARACTERS',
        'MALFORMED_MULTIPART',
        'UNAUTHENTICATED',
        'INTERNAL',
      ],
    },
    message: { type: 'string', examples: ['La solicitud no es válida.'] },
  },
};

const OK_SCHEMA = {
  type: 'object',
  description: 'Respuesta correcta: `ok: true`, un mensaje opcional y los datos de la llamada.',
  required: ['ok'],
  properties: {
    ok: { type: 'boolean', const: true },
    message: { type: 'string' },
    data: {},
  },
};

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };
const ERROR_RESPONSES: Record<string, string> = {
  '4XX': 'Entrada no válida, sin sesión, sin permiso o no encontrado.',
  '5XX': 'Error interno del servidor.',
};

/**
 * A multipart/form-data body: `files` are required binary parts, `fields` the other parts.
 * Swagger reads class DTOs for JSON bodies; a streamed form is described here instead.
 */
export function ApiMultipart(
  files: Record<string, string>,
  fields: Record<
    string,
    { description: string; enum?: string[]; required?: boolean; binary?: boolean }
  > = {},
): MethodDecorator {
  const properties: Record<string, object> = {};
  for (const [name, description] of Object.entries(files)) {
    properties[name] = { type: 'string', format: 'binary', description };
  }
  for (const [name, field] of Object.entries(fields)) {
    properties[name] = {
      type: 'string',
      format: field.binary ? 'binary' : undefined,
      description: field.description,
      enum: field.enum,
    };
  }
  const required = [
    ...Object.keys(files),
    ...Object.entries(fields)
      .filter(([, f]) => f.required)
      .map(([n]) => n),
  ];
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', required, properties } }),
  );
}

/** The OpenAPI 3.1 document of every REST path under /api, from the controllers and DTOs. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Mixel API REST')
    .setDescription(
      'Las llamadas REST de Mixel bajo /api. GraphQL (/graphql) es la API principal; estas ' +
        'rutas usan los mismos casos de uso. Los errores responden siempre ' +
        '`{ ok: false, code, message }`.',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .addTag(INTERNAL_TAG, 'Rutas internas: webhooks de pasarelas y proveedores, checkout sandbox.')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) =>
      `${controller.replace(/Controller$/, '')}_${method}`,
  });
  for (const path of Object.keys(document.paths)) {
    if (!path.startsWith('/api/')) {
      // pages, media and sign-in redirects are not part of the REST API
      delete document.paths[path];
    }
  }
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      ErrorBody: ERROR_SCHEMA,
      OkBody: OK_SCHEMA,
    },
  };
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (!operation) {
        continue;
      }
      for (const response of Object.values(operation.responses ?? {})) {
        if (response && 'description' in response && !response.content) {
          response.content = {
            'application/json': { schema: { $ref: '#/components/schemas/OkBody' } },
          };
        }
      }
      for (const [status, description] of Object.entries(ERROR_RESPONSES)) {
        operation.responses[status] ??= {
          description,
          content: { 'application/json': { schema: ERROR_REF } },
        };
      }
    }
  }
  return document;
}

/** Serves the document and its reference page (swagger-ui from node_modules, no CDN). */
export function setupOpenApi(app: INestApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup(OPENAPI_DOCS_PATH.slice(1), app, document, {
    jsonDocumentUrl: OPENAPI_JSON_PATH.slice(1),
    raw: ['json'],
    customSiteTitle: 'Mixel — API REST',
  });
}
