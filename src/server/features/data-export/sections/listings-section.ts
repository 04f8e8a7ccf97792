// listings.json and listings.csv: the broker's own properties, and each one's photos
// (full size) under listings/<property id>/.
import { eq, getTableColumns } from 'drizzle-orm';
import { properties } from '#server/db/schema.ts';
import { storageKeyOfUrl } from '#server/lib/media/media-urls.ts';
import { cursorOf, ownedRows, type Cursor } from '../export-cursor';
import { csvDocument, isoOrNull, jsonDocument, mapped, type CsvColumn } from '../export-format';
import { photoPath, type ExportSection } from './export-section';

type Listing = typeof properties.$inferSelect & Cursor;

export const listingsSection: ExportSection = async (ctx, owner, out) => {
  const rows = (): AsyncGenerator<Listing> =>
    ownedRows(
      () =>
        ctx.db
          .select({ ...getTableColumns(properties), cursor: cursorOf(properties.createdAt) })
          .from(properties)
          .$dynamic(),
      properties,
      eq(properties.userId, owner.id),
    );

  // The photos are added now (ids and URLs only); their bytes are read when zipped.
  for await (const listing of rows()) {
    photosOf(listing).forEach(({ key, path }) => out.stored(path, key));
  }

  out.text('listings.json', () =>
    jsonDocument({}, { listings: mapped(rows(), (l) => ({ ...present(l), photos: photosOf(l).map((p) => p.path) })) }),
  );
  out.text('listings.csv', () => csvDocument(CSV_COLUMNS, rows()));
};


function photosOf(listing: Listing): Array<{ key: string; path: string }> {
  return listing.images.flatMap((url, i) => {
    const key = storageKeyOfUrl(url);
    return key ? [{ key, path: photoPath(`listings/${listing.id}`, i + 1) }] : [];
  });
}

function present(l: Listing) {
  return {
    id: l.id,
    title: l.title,
    description: l.description,
    property_type: l.propertyType,
    price: l.price,
    currency: l.currency,
    city: l.city,
    area: l.area,
    bedrooms: l.bedrooms,
    baths: l.baths,
    sqft: l.sqft,
    visibility: l.visibility,
    view_count: l.viewCount,
    public_page_url: l.staticHtmlUrl,
    created_at: isoOrNull(l.createdAt),
    updated_at: isoOrNull(l.updatedAt),
  };
}

const CSV_COLUMNS: readonly CsvColumn<Listing>[] = [
  ['id', (l) => l.id],
  ['title', (l) => l.title],
  ['property_type', (l) => l.propertyType],
  ['price', (l) => l.price],
  ['currency', (l) => l.currency],
  ['city', (l) => l.city],
  ['area', (l) => l.area],
  ['bedrooms', (l) => l.bedrooms],
  ['baths', (l) => l.baths],
  ['sqft', (l) => l.sqft],
  ['visibility', (l) => l.visibility],
  ['view_count', (l) => l.viewCount],
  ['photos', (l) => l.images.length],
  ['public_page_url', (l) => l.staticHtmlUrl],
  ['created_at', (l) => l.createdAt],
  ['updated_at', (l) => l.updatedAt],
  ['description', (l) => l.description],
];
