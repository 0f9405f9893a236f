/** At most this many files in one request to the assistant. */
export const MAX_FILES = 10;
/** At most this many bytes in one file (15 MB). */
export const MAX_FILE_BYTES = 15 * 1024 * 1024;
