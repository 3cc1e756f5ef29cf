/** What a product id looks like: lower-case words joined by dashes, e.g. `beef-bolognese`. */
export const PRODUCT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Longest product id; ids are part of keys and URLs. */
export const PRODUCT_ID_MAX_LENGTH = 80;
