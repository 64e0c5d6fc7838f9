import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { ResponseObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

export interface DocumentedAnswer {
  method: Method;
  path: string;
  status: string;
  schema?: SchemaObject;
  /** Answers that are files (a PDF, an HTML page): the schema of their one content type. */
  fileSchema?: SchemaObject;
}

/** Every (operation, status) pair the document declares, with its JSON body schema when it has one. */
export function documentedAnswers(document: OpenAPIObject): DocumentedAnswer[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).flatMap((method) =>
      Object.entries(item[method]?.responses ?? {}).map(([status, answer]) => ({
        method,
        path,
        status,
        schema: (answer as ResponseObject).content?.['application/json']?.schema as SchemaObject | undefined,
        fileSchema: Object.values((answer as ResponseObject).content ?? {}).find((type) => type.schema)?.schema as SchemaObject | undefined,
      })),
    ),
  );
}

/** The document's operation template a concrete path matches, e.g. /api/v1/orders/abc/cancel → /api/v1/orders/{id}/cancel. */
function templateOf(document: OpenAPIObject, method: Method, path: string): string | undefined {
  const bare = path.split('?')[0];
  const matching = Object.keys(document.paths).filter((template) => {
    if (!document.paths[template][method]) return false;
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(bare);
  });
  // A literal segment wins over a parameter, as in the router: /menus/search is not /menus/{id}.
  const parameters = (template: string) => (template.match(/\{/g) ?? []).length;
  return matching.sort((a, b) => parameters(a) - parameters(b))[0];
}

/**
 * Checks real answers against the document with Ajv: the status must be documented for the operation,
 * with a JSON schema, and the body must match it. Records which (operation, status) pairs were seen.
 */
export class ContractChecker {
  private readonly ajv: Ajv;
  readonly seen = new Set<string>();

  constructor(private readonly document: OpenAPIObject) {
    // strict off: the document carries OpenAPI keywords (example, nullable handled by Ajv) Ajv does not know.
    this.ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'openapi', components: structuredClone(document.components) });
  }

  /**
   * For answers that are not JSON (an event stream, a 304 with no body): the status and content type must be the
   * documented ones. Records the pair as seen.
   */
  unbodied(method: Method, path: string, status: number, contentType: string | undefined): string[] {
    const template = templateOf(this.document, method, path);
    if (!template) return [`${method.toUpperCase()} ${path} is not in the document`];
    const name = `${method.toUpperCase()} ${template} ${status}`;
    this.seen.add(name);
    const answer = this.document.paths[template][method]?.responses[String(status)] as ResponseObject | undefined;
    if (!answer) return [`${name}: status not documented`];
    const documentedTypes = Object.keys(answer.content ?? {});
    const type = (contentType ?? '').split(';')[0].trim();
    if (documentedTypes.length > 0 && !documentedTypes.includes(type))
      return [`${name}: content type ${type} not documented (${documentedTypes.join(', ')})`];
    return [];
  }

  /** Empty when `body` matches the document's components schema `schemaName` (a webhook body, say). */
  schemaProblems(schemaName: string, body: unknown): string[] {
    const validate = this.ajv.compile({ $ref: `openapi#/components/schemas/${schemaName}` });
    return validate(body) ? [] : [`${schemaName}: ${this.ajv.errorsText(validate.errors)}`];
  }

  /** Empty when the answer matches the document; otherwise the problems, worded for a failing test. */
  problems(method: Method, path: string, status: number, body: unknown): string[] {
    const template = templateOf(this.document, method, path);
    if (!template) return [`${method.toUpperCase()} ${path} is not in the document`];
    const name = `${method.toUpperCase()} ${template} ${status}`;
    this.seen.add(name);
    const answer = this.document.paths[template][method]?.responses[String(status)] as ResponseObject | undefined;
    if (!answer) return [`${name}: status not documented`];
    const schema = answer.content?.['application/json']?.schema;
    if (!schema) return [`${name}: no response schema`];
    const validate = this.ajv.compile(rebase(schema));
    return validate(body) ? [] : [`${name}: ${this.ajv.errorsText(validate.errors)}`];
  }
}

/** Every documented success (2xx, 304) of every operation, as 'METHOD /template status'. */
export function documentedSuccesses(document: OpenAPIObject): string[] {
  return documentedAnswers(document)
    .filter((answer) => /^2\d\d$|^304$/.test(answer.status))
    .map((answer) => `${answer.method.toUpperCase()} ${answer.path} ${answer.status}`);
}

/** Points the document's local references at the components registered under the id `openapi`. */
function rebase(schema: unknown): object {
  return JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi#/components/')) as object;
}
