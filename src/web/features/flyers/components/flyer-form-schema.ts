// The editor's fields (spec sections 2, 4 and 5) and how they become the PUT body.
import { z } from 'zod';
import {
  FLYER_MESSAGES,
  flyerPriceModeSchema,
  updateFlyerInputSchema,
  type FlyerDraft,
  type UpdateFlyerInput,
} from '#shared/schemas/flyers.ts';

/** Validates only what the chosen price mode will save. */
export const flyerFormSchema = z
  .object({
    title: updateFlyerInputSchema.shape.title,
    description: z.string().trim().max(5000, FLYER_MESSAGES.descriptionMax),
    price_mode: flyerPriceModeSchema,
    price: z.number().nullable(),
    custom_price_text: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    if (values.price_mode === 'standard' && values.price !== null) {
      const valid = Number.isFinite(values.price) && values.price > 0 && values.price <= 1e12;
      if (!valid)
        ctx.addIssue({ code: 'custom', path: ['price'], message: FLYER_MESSAGES.pricePositive });
    }
    if (values.price_mode === 'custom' && values.custom_price_text.length > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['custom_price_text'],
        message: FLYER_MESSAGES.customPriceMax,
      });
    }
  });

export type FlyerFormInput = z.input<typeof flyerFormSchema>;
export type FlyerFormValues = z.output<typeof flyerFormSchema>;

/** The fields a server error may name that sit on the form. */
export const FLYER_FORM_FIELDS = ['title', 'description', 'price', 'custom_price_text'] as const;
export type FlyerFormField = (typeof FLYER_FORM_FIELDS)[number];
export const isFormField = (field: string | undefined): field is FlyerFormField =>
  (FLYER_FORM_FIELDS as readonly string[]).includes(field ?? '');

/** Fields about the images (shown on the images section). */
export const isImagesField = (field: string | undefined) =>
  field === 'images' || field === 'keep_images';

/**
 * The form's starting values: the saved ones; the price input starts from the
 * flyer's price, else the property's.
 */
export function defaultsOf(flyer: FlyerDraft): FlyerFormInput {
  return {
    title: flyer.title,
    description: flyer.description ?? '',
    price_mode: flyer.price_mode,
    price: flyer.price ?? flyer.property.price,
    custom_price_text: flyer.custom_price_text ?? '',
  };
}

/**
 * The `data` part of the PUT. Spec section 4: custom mode saves price as null,
 * standard mode saves custom_price_text as null. An empty description is null (the
 * flyer then shows the property's).
 */
export function toUpdateInput(values: FlyerFormValues, keepImages: string[]): UpdateFlyerInput {
  const custom = values.price_mode === 'custom';
  return {
    title: values.title,
    description: values.description === '' ? null : values.description,
    price_mode: values.price_mode,
    price: custom ? null : values.price,
    custom_price_text: custom && values.custom_price_text !== '' ? values.custom_price_text : null,
    keep_images: keepImages,
  };
}
