// The row columns the flyer editor sets, shared by the first save and later ones.
import type { FlyerFields } from './flyer-form';

export function textColumns(fields: FlyerFields) {
  return { title: fields.title, description: blankToNull(fields.description) };
}

// Spec section 4: custom text mode saves price as null; standard mode saves
// custom_price_text as null. Custom mode with blank text keeps no text either, so the
// flyer reads as standard with no price ('Price on request').
export function priceColumns(fields: FlyerFields) {
  return fields.price_mode === 'custom'
    ? { price: null, customPriceText: blankToNull(fields.custom_price_text) }
    : { price: fields.price, customPriceText: null };
}

const blankToNull = (value: string | null): string | null =>
  value === null || value.trim() === '' ? null : value;
