import { recordPropertyView as recordPropertyViewEndpoint } from '@shared/api/properties';
import { call } from '@web/lib/call-endpoint';

export const recordPropertyView = (id: string) =>
  call(recordPropertyViewEndpoint, { params: { id } });
