import { recordViewResponseSchema } from '@shared/schemas/properties';
import { apiRequest } from '@web/lib/api-client';

export const recordPropertyView = (id: string) =>
  apiRequest(recordViewResponseSchema, `/api/properties/${encodeURIComponent(id)}/views`, {
    method: 'POST',
  });
