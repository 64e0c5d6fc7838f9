import type { FastifyInstance, FastifyRequest } from 'fastify';

/** No request body of this API nests deeper than a few levels; 32 leaves ample room for integrators. */
export const MAX_JSON_DEPTH = 32;

class JsonBodyError extends Error {
  readonly statusCode = 400;
}

/**
 * How deeply the JSON text nests objects and arrays, counted without parsing, and stopping as soon as the
 * limit is passed: a 50,000-deep body costs a scan of its first few bytes instead of a stack overflow in
 * validation further on.
 */
export function exceedsJsonDepth(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

const RAW_BODY = Symbol('rawBody');

/** The JSON body exactly as it arrived (as text), for checks over the raw bytes such as webhook signatures. */
export function rawBodyOf(request: FastifyRequest): string | undefined {
  return (request as FastifyRequest & { [RAW_BODY]?: string })[RAW_BODY];
}

type BodyParser = (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => void;

/**
 * Fastify's own JSON parser (which also refuses __proto__ and constructor poisoning), behind a depth check that
 * refuses absurdly nested bodies before anything walks them. The text is kept on the request (rawBodyOf).
 */
export function depthLimitedJsonParser(fastify: FastifyInstance): BodyParser {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    const text = body.toString();
    (request as FastifyRequest & { [RAW_BODY]?: string })[RAW_BODY] = text;
    if (exceedsJsonDepth(text)) {
      done(new JsonBodyError(`The JSON body nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep.`));
      return;
    }
    // Fastify's parser answers through `done`; the promise it may also return carries nothing more.
    void parseJson(request, text, done);
  };
}
