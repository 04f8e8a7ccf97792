// The admin's review of reported posts (admin routes only): the list by status, newest
// report first, with the post shown even when hidden; hide (sets the post's hidden_at,
// which takes it out of every feed, and closes its open reports as 'hidden'); dismiss
// (closes this one report). Hiding tells the post's audience (post.changed 'deleted').
import { count, desc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  FEED_MESSAGES,
  type ReportList,
  type ReportedPost,
} from '#shared/schemas/feed.ts';
import type { Db, Queryable } from '#server/db/open.ts';
import { postReports, profiles, socialPosts } from '#server/db/schema.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { publishPostChanged } from './post-events';

export const REPORT_PAGE_SIZE = 20;

type Status = ReportedPost['status'];

const reporter = alias(profiles, 'reporter');
const author = alias(profiles, 'author');
const nameOf = (fullName: AnyPgColumn) =>
  sql<string>`coalesce(nullif(btrim(${fullName}), ''), ${FEED_MESSAGES.unknownUser})`;

function selectReports(q: Queryable) {
  return q
    .select({
      id: postReports.id,
      status: postReports.status,
      createdAt: postReports.createdAt,
      reporterId: postReports.reporterId,
      reporterName: nameOf(reporter.fullName),
      postId: socialPosts.id,
      authorId: socialPosts.userId,
      authorName: nameOf(author.fullName),
      content: socialPosts.content,
      imageUrl: socialPosts.imageUrl,
      postCreatedAt: socialPosts.createdAt,
      hiddenAt: socialPosts.hiddenAt,
    })
    .from(postReports)
    .innerJoin(socialPosts, eq(socialPosts.id, postReports.postId))
    .leftJoin(reporter, eq(reporter.id, postReports.reporterId))
    .leftJoin(author, eq(author.id, socialPosts.userId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

function present(r: Row): ReportedPost {
  return {
    id: r.id,
    status: r.status as Status,
    created_at: r.createdAt.toISOString(),
    reporter: { id: r.reporterId, full_name: r.reporterName },
    post: {
      id: r.postId,
      user_id: r.authorId,
      user_name: r.authorName,
      content: r.content,
      image_url: r.imageUrl,
      created_at: r.postCreatedAt.toISOString(),
      hidden: r.hiddenAt !== null,
    },
  };
}

export async function listReports(db: Db, query: { status: Status; page: number }): Promise<ReportList> {
  const where = eq(postReports.status, query.status);
  const [rows, [total]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(desc(postReports.createdAt), desc(postReports.id))
      .limit(REPORT_PAGE_SIZE)
      .offset((query.page - 1) * REPORT_PAGE_SIZE),
    db.select({ n: count() }).from(postReports).where(where),
  ]);
  return { items: rows.map(present), total: total?.n ?? 0, page: query.page, page_size: REPORT_PAGE_SIZE };
}

export async function hideReportedPost(db: Db, reportId: string): Promise<ReportedPost> {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({ postId: postReports.postId })
      .from(postReports)
      .where(eq(postReports.id, reportId));
    if (!report) throw notFound(FEED_MESSAGES.reportNotFound);
    const [post] = await tx
      .update(socialPosts)
      .set({ hiddenAt: sql`coalesce(${socialPosts.hiddenAt}, now())` })
      .where(eq(socialPosts.id, report.postId))
      .returning({ id: socialPosts.id, authorId: socialPosts.userId });
    // Gone from every feed: open cards drop it live, as if it had been deleted.
    if (post) await publishPostChanged(tx, post.authorId, { post_id: post.id, change: 'deleted' });
    await tx
      .update(postReports)
      .set({ status: 'hidden' })
      .where(sql`${postReports.postId} = ${report.postId} and (${postReports.status} = 'open' or ${postReports.id} = ${reportId})`);
    return readBack(tx, reportId);
  });
}

export async function dismissReport(db: Db, reportId: string): Promise<ReportedPost> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(postReports)
      .set({ status: 'dismissed' })
      .where(eq(postReports.id, reportId))
      .returning({ id: postReports.id });
    if (!row) throw notFound(FEED_MESSAGES.reportNotFound);
    return readBack(tx, reportId);
  });
}

async function readBack(q: Queryable, reportId: string): Promise<ReportedPost> {
  const [row] = await selectReports(q).where(eq(postReports.id, reportId));
  if (!row) throw notFound(FEED_MESSAGES.reportNotFound);
  return present(row);
}
