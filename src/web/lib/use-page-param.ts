import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A 1-based page number kept in the URL (?page=), so Back and reload keep the place. */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(name));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = useCallback(
    (next: number) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next <= 1) copy.delete(name);
          else copy.set(name, String(next));
          return copy;
        },
        { preventScrollReset: true },
      );
    },
    [name, setParams],
  );
  return [page, setPage];
}
