import { describe, expect, it } from 'vitest';
import type { NotificationList, UnreadCount } from '#shared/schemas/notifications.ts';
import { aNotification, aNotificationList, testId } from '#web/test/fixtures.ts';
import { createTestQueryClient } from '#web/test/render-with-providers.tsx';
import {
  adjustCount,
  applyAllRead,
  applyCreated,
  applyUpdated,
  holdNotificationCache,
  insertOnTop,
  markAllReadInList,
  replaceInList,
  restoreNotificationCache,
  unreadDelta,
} from './notification-cache';
import { notificationKeys } from './query-keys';

const READ_AT = '2026-05-01T10:00:00.000Z';
const a = aNotification({ id: testId(1) });
const b = aNotification({ id: testId(2), read_at: READ_AT });
const c = aNotification({ id: testId(3) });

describe('notification list updates (pure)', () => {
  it('never lets a count fall below zero', () => {
    expect(adjustCount(3, -1)).toBe(2);
    expect(adjustCount(0, -1)).toBe(0);
    expect(adjustCount(0, 1)).toBe(1);
  });

  it('knows when a notification turned read or unread', () => {
    expect(unreadDelta(a, { read_at: READ_AT })).toBe(-1);
    expect(unreadDelta(b, { read_at: null })).toBe(1);
    expect(unreadDelta(b, { read_at: READ_AT })).toBe(0);
  });

  it('inserts on top, counts it, and keeps the page size', () => {
    const list = aNotificationList([a, b], { page_size: 2 });
    const next = insertOnTop(list, c);
    expect(next.items.map((n) => n.id)).toEqual([c.id, a.id]);
    expect(next.total).toBe(3);
    expect(next.unread_count).toBe(2);
  });

  it('does not insert a notification twice', () => {
    const list = aNotificationList([a, b]);
    expect(insertOnTop(list, { ...a, read_at: READ_AT })).toBe(list);
  });

  it('replaces the local copy and moves the unread count with it', () => {
    const list = aNotificationList([a, b]);
    const readA = { ...a, read_at: READ_AT };
    const next = replaceInList(list, readA);
    expect(next.items[0]).toEqual(readA);
    expect(next.unread_count).toBe(0);
    // Read again (a repeated event): nothing moves, and never below zero.
    const again = replaceInList({ ...next, unread_count: 0 }, readA);
    expect(again.unread_count).toBe(0);
    expect(replaceInList(list, c)).toBe(list);
  });

  it('marks every unread notification read and the count 0', () => {
    const next = markAllReadInList(aNotificationList([a, b, c]), READ_AT);
    expect(next.items.every((n) => n.read_at !== null)).toBe(true);
    expect(next.items[1]?.read_at).toBe(READ_AT); // already read: unchanged
    expect(next.unread_count).toBe(0);
  });
});

describe('notification cache', () => {
  function seeded(count: number, lists: Array<[number, NotificationList]> = []) {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, { count });
    for (const [pageSize, list] of lists) {
      queryClient.setQueryData(notificationKeys.list(list.page, pageSize), list);
    }
    return queryClient;
  }
  const list = (qc: ReturnType<typeof seeded>, page: number, size: number) =>
    qc.getQueryData<NotificationList>(notificationKeys.list(page, size));
  const count = (qc: ReturnType<typeof seeded>) =>
    qc.getQueryData<UnreadCount>(notificationKeys.unreadCount)?.count;

  it('puts a new notification on top of every cached first page and raises the count', () => {
    const qc = seeded(1, [
      [10, aNotificationList([a, b])],
      [20, aNotificationList([a, b], { page_size: 20 })],
      [20, aNotificationList([b], { page: 2, page_size: 20, total: 21 })],
    ]);
    expect(applyCreated(qc, c)).toBe(true);
    expect(list(qc, 1, 10)?.items[0]?.id).toBe(c.id);
    expect(list(qc, 1, 20)?.items[0]?.id).toBe(c.id);
    expect(list(qc, 2, 20)?.items.map((n) => n.id)).toEqual([b.id]); // refetched, not guessed
    expect(qc.getQueryState(notificationKeys.list(2, 20))?.isInvalidated).toBe(true);
    expect(count(qc)).toBe(2);
  });

  it('ignores a notification it already has (no duplicate, no extra count)', () => {
    const qc = seeded(1, [[10, aNotificationList([a, b])]]);
    expect(applyCreated(qc, a)).toBe(false);
    expect(list(qc, 1, 10)?.items).toHaveLength(2);
    expect(count(qc)).toBe(1);
  });

  it('raises the count even when no list is cached yet', () => {
    const qc = seeded(4);
    applyCreated(qc, c);
    expect(count(qc)).toBe(5);
  });

  it('replaces the local copy everywhere; the count falls when it turned read', () => {
    const qc = seeded(2, [
      [10, aNotificationList([a, c])],
      [20, aNotificationList([c, a], { page_size: 20 })],
    ]);
    const readA = { ...a, read_at: READ_AT };
    applyUpdated(qc, readA);
    expect(list(qc, 1, 10)?.items[0]).toEqual(readA);
    expect(list(qc, 1, 20)?.items[1]).toEqual(readA);
    expect(count(qc)).toBe(1);
    applyUpdated(qc, readA); // the same update again changes nothing
    expect(count(qc)).toBe(1);
  });

  it('never lets the count fall below zero', () => {
    const qc = seeded(0, [[10, aNotificationList([a])]]);
    applyUpdated(qc, { ...a, read_at: READ_AT });
    expect(count(qc)).toBe(0);
  });

  it('marks read from the copy the caller saw when no list holds it', () => {
    const qc = seeded(3);
    applyUpdated(qc, { ...c, read_at: READ_AT }, c);
    expect(count(qc)).toBe(2);
  });

  it('refetches the count for an update it cannot place', () => {
    const qc = seeded(3);
    applyUpdated(qc, { ...c, read_at: READ_AT });
    expect(count(qc)).toBe(3);
    expect(qc.getQueryState(notificationKeys.unreadCount)?.isInvalidated).toBe(true);
  });

  it('marks every cached notification read and the count 0 on all_read', () => {
    const qc = seeded(2, [[10, aNotificationList([a, b, c])]]);
    applyAllRead(qc, READ_AT);
    expect(list(qc, 1, 10)?.items.every((n) => n.read_at !== null)).toBe(true);
    expect(list(qc, 1, 10)?.unread_count).toBe(0);
    expect(count(qc)).toBe(0);
  });

  it('puts the lists and count back from a snapshot', async () => {
    const qc = seeded(2, [[10, aNotificationList([a, c])]]);
    const snapshot = await holdNotificationCache(qc);
    applyAllRead(qc, READ_AT);
    restoreNotificationCache(qc, snapshot);
    expect(list(qc, 1, 10)?.items.map((n) => n.read_at)).toEqual([null, null]);
    expect(count(qc)).toBe(2);
  });
});
