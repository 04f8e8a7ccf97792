// Business constants and limits of spec section 9, in one place for server and web.

export const MOBILE_BREAKPOINT_PX = 768;
export const DEFAULT_BUILD_NUMBER = 161;
export const INITIAL_SPINNER_MS = 200;
export const TOAST_DURATION_MS = 3000;
export const VISIBLE_TOASTS = 1;

export const POST_MAX_LENGTH = 500;
export const POST_COUNTER_WARN_BELOW = 50;
export const TRUNCATE_AT_CHARS = 150;

export const NOTIFICATION_BADGE_MAX = 99;
export const MESSAGE_PREVIEW_CHARS = 60;
export const NOTIFICATION_LIST_HEIGHT_PX = 300;

export const FEED_PAGE_SIZE = 5;
export const MY_LISTINGS_PAGE_SIZE = 8;
export const DASHBOARD_MY_LISTINGS = 3;
export const NETWORK_LISTINGS_PAGE_SIZE = 8;
export const PROPERTY_IMAGES_MAX = 5;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const GALLERY_IMAGES = 4;
/** Decisions: 5 per flyer like a property; the helper text states the real limit. */
export const FLYER_IMAGES_MAX = 5;
export const FLYER_PAGE_SIZE = 12;
export const CACHE_STALE_MS = 5 * 60 * 1000;
export const CONNECTIONS_RETRIES = 2;
export const FORCE_REFETCH_DELAY_MS = 500;

export const INVITE_CODE_LENGTH = 6;
export const INVITE_MESSAGE_MAX = 500;
export const PHONE_PREFIX = '+91';
export const PHONE_DIGITS = 10;

export const DEFAULT_CURRENCY = 'INR';
export const DEFAULT_CITY = 'Bangalore';
export const DEFAULT_VISIBILITY = 'All';
export const DEFAULT_PROPERTY_TYPE = 'Sale';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const PAGE_TITLE = 'connect with other brokers';
