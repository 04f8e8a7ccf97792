// Reporting a post for admin review: only another broker's post the caller may see;
// one report per post and reporter (the unique index decides; a repeat is answered
// with the existing report, not a second row).
import { and, eq } from 'drizzle-orm';
import { FEED_MESSAGES } from '#shared/schemas/feed.ts';
import type { Db } from '#server/db/open.ts';
import { postReports } from '#server/db/schema.ts';
import { badRequest } from '#server/lib/http-errors.ts';
import { requireVisiblePost } from './visible-post';

export type ReportReceipt = { id: string; status: 'open' | 'dismissed' | 'hidden'; created: boolean };

export async function reportPost(db: Db, viewerId: string, postId: string): Promise<ReportReceipt> {
  return db.transaction(async (tx) => {
    const post = await requireVisiblePost(tx, viewerId, postId);
    if (post.authorId === viewerId) throw badRequest(FEED_MESSAGES.reportOwn);
    const [inserted] = await tx
      .insert(postReports)
      .values({ postId: post.id, reporterId: viewerId })
      .onConflictDoNothing()
      .returning({ id: postReports.id });
    if (inserted) return { id: inserted.id, status: 'open', created: true };
    const [existing] = await tx
      .select({ id: postReports.id, status: postReports.status })
      .from(postReports)
      .where(and(eq(postReports.postId, post.id), eq(postReports.reporterId, viewerId)));
    if (!existing) throw new Error('report conflict without a report');
    return { id: existing.id, status: existing.status as ReportReceipt['status'], created: false };
  });
}
