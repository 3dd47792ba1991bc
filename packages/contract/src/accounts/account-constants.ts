// Accounts, profile, referrals and support constants (spec 000 §1, §5, §9), zod-free.

/** The admin area's page title is this prefix and the page's own title (000 §1). */
export const ADMIN_TITLE_PREFIX = 'OpenTill';
export const adminPageTitle = (page: string): string =>
  page === '' ? ADMIN_TITLE_PREFIX : `${ADMIN_TITLE_PREFIX} | ${page}`;

/** The support line Help dials (000 §9: a fixed number built into the product). */
export const SUPPORT_PHONE_NUMBER = '+44 20 3870 0420';
export const SUPPORT_PHONE_HREF = 'tel:+442038700420';

/** First and last names: at most 20 characters (000 §5, §9). */
export const PROFILE_NAME_MAX = 20;
/** The browser resizes a photo to at most this on its longer side and sends a JPEG (000 §3, §9). */
export const PHOTO_MAX_PX = 400;
/** The server refuses an upload larger than this, before decoding it. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** An invitation link stays valid this long. */
export const INVITE_VALID_DAYS = 7;
export const SUPPORT_PROBLEM_MAX = 5000;
