// /api/quick-entry: the quick-entry helper reading a listing page by its URL (spec
// sections 2, 5 and 7). Pasted text never comes here: the browser parses it.
import { scrapePropertyInputSchema, scrapePropertyResultSchema } from '../schemas/quick-entry';
import { defineEndpoint } from './define-endpoint';

export const scrapeProperty = defineEndpoint({
  method: 'POST',
  path: '/api/quick-entry/scrape-property',
  operationId: 'scrapeProperty',
  summary: "A listing page's fields, read by its URL, to fill in the property form",
  tags: ['quick-entry'],
  access: 'user',
  body: scrapePropertyInputSchema,
  status: 200,
  response: scrapePropertyResultSchema,
  otherErrors: [502, 503],
});
