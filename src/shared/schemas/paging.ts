import { z } from 'zod';

// Every paged list of the API pages the same way (1-based pages, offset-backed), so the
// query fields and the answer's envelope are declared once and a list only names its items.

/** ?page=N: capped so a hand-made URL cannot ask for an offset the database would crawl to. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(10_000).default(1);

/** ?page_size=N, where a list lets the client choose it: at most 50 rows a page. */
export const pageSizeSchema = z.coerce.number().int().min(1).max(50);

/**
 * The answer of a paged list: one page of `items`, the `total` over all pages, and the page
 * it is. `extra` fields (such as a count the list header shows) stand between total and page.
 */
export function makePagedListSchema<Item extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(
  item: Item,
  extra: Extra = {} as Extra,
) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    ...extra,
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

/**
 * The answer of a paged list that is not counted (decision 046): one page of `items` and
 * whether a next page has any. For lists whose exact total would cost a read of the whole
 * set on every page (the network's listings), where "more" will do.
 */
export function makeOpenPagedListSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    has_more: z.boolean(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}
