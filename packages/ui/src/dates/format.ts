/** The one date format of the product: shown and stored as MM-DD-YYYY (spec, section 9). */
export const DATE_FORMAT = 'MM-dd-yyyy';
/** The same format as users read it, for hints and placeholders. */
export const DATE_FORMAT_LABEL = 'MM-DD-YYYY';
