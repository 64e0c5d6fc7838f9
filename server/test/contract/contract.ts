import type { OpenAPIObject } from '@nestjs/swagger';
import type { ResponseObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

export interface DocumentedAnswer {
  method: Method;
  path: string;
  status: string;
  schema?: SchemaObject;
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
      })),
    ),
  );
}
