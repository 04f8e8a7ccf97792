// flyers.json and flyers.csv: the broker's client flyers, the listing's title only
// while they may still see it, and the photos they uploaded for a flyer under
// flyers/<flyer id>/ (photos a flyer shows from its listing belong to the listing).
import { and, eq } from 'drizzle-orm';
import { flyers, properties } from '#server/db/schema.ts';
import { imageUrlPattern } from '#server/lib/media/image-folders.ts';
import { storageKeyOfUrl } from '#server/lib/media/media-urls.ts';
import { visibleTo } from '#server/features/properties/index.ts';
import { flyerPath } from '#server/features/public-pages/index.ts';
import { cursorOf, ownedRows, type Cursor } from '../export-cursor';
import { csvDocument, isoOrNull, jsonDocument, mapped, type CsvColumn } from '../export-format';
import { photoPath, type ExportSection } from './export-section';

type Flyer = Cursor & {
  publicId: string;
  title: string;
  description: string | null;
  price: number | null;
  customPriceText: string | null;
  images: string[];
  propertyId: string;
  propertyTitle: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export const flyersSection: ExportSection = async (ctx, owner, out) => {
  const rows = (): AsyncGenerator<Flyer> =>
    ownedRows(
      () =>
        ctx.db
          .select({
            id: flyers.id,
            cursor: cursorOf(flyers.createdAt),
            publicId: flyers.publicId,
            title: flyers.title,
            description: flyers.description,
            price: flyers.price,
            customPriceText: flyers.customPriceText,
            images: flyers.images,
            propertyId: flyers.propertyId,
            propertyTitle: properties.title,
            createdAt: flyers.createdAt,
            updatedAt: flyers.updatedAt,
          })
          .from(flyers)
          .leftJoin(properties, and(eq(properties.id, flyers.propertyId), visibleTo(owner)))
          .$dynamic(),
      flyers,
      eq(flyers.userId, owner.id),
    );

  for await (const flyer of rows()) {
    for (const image of imagesOf(flyer)) if (image.key && image.path) out.stored(image.path, image.key);
  }

  const publicUrl = (f: Flyer) => `${ctx.config.publicUrl}${flyerPath(f.publicId, f.title)}`;
  out.text('flyers.json', () =>
    jsonDocument(
      {},
      {
        flyers: mapped(rows(), (f) => ({
          id: f.id,
          title: f.title,
          description: f.description,
          price: f.price,
          custom_price_text: f.customPriceText,
          public_url: publicUrl(f),
          listing: { id: f.propertyId, title: f.propertyTitle },
          images: imagesOf(f).map((image) => image.path ?? { from_listing: image.url }),
          created_at: isoOrNull(f.createdAt),
          updated_at: isoOrNull(f.updatedAt),
        })),
      },
    ),
  );
  out.text(
    'flyers.csv',
    () =>
      csvDocument<Flyer>(
        [
          ['id', (f) => f.id],
          ['title', (f) => f.title],
          ['price', (f) => f.price],
          ['custom_price_text', (f) => f.customPriceText],
          ['listing_id', (f) => f.propertyId],
          ['listing_title', (f) => f.propertyTitle],
          ['public_url', publicUrl],
          ['created_at', (f) => f.createdAt],
          ['updated_at', (f) => f.updatedAt],
          ['description', (f) => f.description],
        ] satisfies readonly CsvColumn<Flyer>[],
        rows(),
      ),
  );
};

/** Each image: the flyer's own upload (a key and a zip path) or a listing photo by reference. */
function imagesOf(flyer: Flyer): Array<{ url: string; key?: string; path?: string }> {
  const own = imageUrlPattern(`flyers/${flyer.id}`);
  let n = 0;
  return flyer.images.map((url) => {
    const key = own.test(url) ? storageKeyOfUrl(url) : null;
    if (!key) return { url };
    n += 1;
    return { url, key, path: photoPath(`flyers/${flyer.id}`, n) };
  });
}
