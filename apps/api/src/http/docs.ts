import swagger, { type SwaggerTransformObject } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import type { Config } from '../config.ts'

/** OpenAPI from the routes' own zod schemas: JSON at /api/docs/json, a browsable UI at /api/docs. */
export async function registerDocs(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      // JSON Schema 2020-12, as zod writes it: `null` is a type, not a `nullable` flag
      openapi: '3.1.0',
      info: {
        title: 'Agora API',
        description: 'Decentralized Web3 Marketplace and DAO Platform',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl.origin }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { deepLinking: true },
  })
}

const SCHEMA_REF = /"#\/components\/schemas\/([^"]+)"/g

/**
 * zod's registry gives every named schema a component for its input and one for its output,
 * used or not: keep those a path reaches, directly or through another component.
 */
function withoutUnusedSchemas<D extends ReturnType<SwaggerTransformObject>>(document: D): D {
  if (!('components' in document) || !document.components?.schemas) return document
  const { schemas } = document.components
  const used = new Set<string>()
  const pending = [JSON.stringify(document.paths)]
  for (let json = pending.pop(); json !== undefined; json = pending.pop()) {
    for (const [, name] of json.matchAll(SCHEMA_REF)) {
      if (!name || used.has(name)) continue
      used.add(name)
      pending.push(JSON.stringify(schemas[name]))
    }
  }
  return {
    ...document,
    components: {
      ...document.components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  }
}
