// The 'B {number}' label: the rb_documents row for this environment, else the default.
import { eq } from 'drizzle-orm';
import { DEFAULT_BUILD_NUMBER } from '#shared/constants.ts';
import type { Db } from '#server/db/open.ts';
import { rbDocuments } from '#server/db/schema.ts';

export function buildDocumentName(publicUrl: string): 'preview_ver' | 'prod_ver' {
  const host = new URL(publicUrl).hostname;
  const isPreview = host === 'localhost' || host === '127.0.0.1' || host === '::1' || host.includes('preview');
  return isPreview ? 'preview_ver' : 'prod_ver';
}

export async function readBuildNumber(db: Db, publicUrl: string): Promise<string> {
  try {
    const [row] = await db
      .select({ content: rbDocuments.content })
      .from(rbDocuments)
      .where(eq(rbDocuments.docName, buildDocumentName(publicUrl)));
    const value = row?.content.trim();
    return value ? value : String(DEFAULT_BUILD_NUMBER);
  } catch {
    return String(DEFAULT_BUILD_NUMBER);
  }
}
