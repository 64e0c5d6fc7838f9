import type { components } from './openapi.gen';

/** The server's DTOs by name (`Schemas['OrderDto']`), from which each app names the wire types it uses. */
export type Schemas = components['schemas'];
