import { recordPropertyView as recordPropertyViewEndpoint } from '#shared/api/properties.ts';
import { call } from '#web/lib/call-endpoint.ts';

export const recordPropertyView = (id: string) =>
  call(recordPropertyViewEndpoint, { params: { id } });
