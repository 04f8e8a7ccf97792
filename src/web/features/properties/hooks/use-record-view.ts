import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Property } from '#shared/schemas/properties.ts';
import { recordPropertyView } from '../api/record-property-view';
import { propertyKeys } from '../api/query-keys';

/**
 * Counts a view once per browser session per property, and never the owner's own
 * (spec section 4). The session mark is set before the call so a double render
 * cannot count twice; a failed call clears it to try again next time.
 */
export function useRecordView(property: Property | undefined, viewerId: string | undefined) {
  const queryClient = useQueryClient();
  const id = property?.id;
  const isOwner = property?.is_owner ?? true;
  useEffect(() => {
    if (!id || isOwner || !viewerId) return;
    const key = `bc.viewed.${viewerId}.${id}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      return;
    }
    recordPropertyView(id)
      .then(({ view_count }) => {
        queryClient.setQueryData<Property>(propertyKeys.detail(id), (old) =>
          old ? { ...old, view_count } : old,
        );
      })
      .catch(() => {
        try {
          sessionStorage.removeItem(key);
        } catch {
          // Storage unavailable: nothing to undo.
        }
      });
  }, [id, isOwner, viewerId, queryClient]);
}
