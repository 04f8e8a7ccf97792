// The refusals any route may answer with, all in the one error shape; spread into each
// route's `response` schema so OpenAPI documents them and the serializer accepts them.
import { errorResponseSchema } from '#shared/schemas/common.ts';

export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
