import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** How one filter reads its URL value: a clean value, or undefined for absent or not valid. */
export type FilterReader<T> = (raw: string) => T | undefined;

type Readers = Record<string, FilterReader<unknown>>;
export type FilterValues<R extends Readers> = { [K in keyof R]?: ReturnType<R[K]> };
/** Filters to change: a value sets one; null, undefined, '' or [] removes it. */
export type FilterChanges<T> = { [K in keyof T]?: T[K] | null };

/** A whole number from `min` up; anything else (a hand-edited link) is no filter at all. */
export const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER): FilterReader<number> =>
  (raw) => {
    if (!/^\d+$/.test(raw)) return undefined;
    const value = Number(raw);
    return value >= min && value <= max ? value : undefined;
  };

export const oneOf =
  <const T extends string>(values: readonly T[]): FilterReader<T> =>
  (raw) =>
    (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

/** Comma-separated whole numbers (area ids), at most `max` of them. */
export const wholeNumbers =
  (max: number): FilterReader<number[]> =>
  (raw) => {
    const ids = raw.split(',').filter((part) => /^[1-9]\d{0,8}$/.test(part)).map(Number);
    return ids.length > 0 ? [...new Set(ids)].slice(0, max) : undefined;
  };

/**
 * A list's filters kept in the URL query (?city_id=3&property_type=Rent), so a filtered
 * view can be shared and survives reload and Back. Each filter reads itself with its
 * reader; a changed filter drops the page number (page 3 of another list means nothing).
 * Returns the clean values and a setter taking the changes (undefined, '' or [] removes).
 */
export function useFilterParams<R extends Readers>(
  readers: R,
): [FilterValues<R>, (changes: FilterChanges<FilterValues<R>>) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const values = useMemo(() => {
    const read = new URLSearchParams(key);
    const out: Record<string, unknown> = {};
    for (const [name, reader] of Object.entries(readers)) {
      const raw = read.get(name);
      const value = raw === null ? undefined : reader(raw);
      if (value !== undefined) out[name] = value;
    }
    return out as FilterValues<R>;
    // The readers are module constants; the URL is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const setFilters = useCallback(
    (changes: FilterChanges<FilterValues<R>>) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            const text = Array.isArray(value) ? value.join(',') : value === null || value === undefined ? '' : String(value);
            if (text === '') copy.delete(name);
            else copy.set(name, text);
          }
          copy.delete('page');
          return copy;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [values, setFilters];
}
