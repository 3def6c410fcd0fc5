/** The encodings the build precompresses, in the order production's nginx prefers them. */
const PREFERRED = ['br', 'gzip'];

/**
 * The encoding production's nginx sends a file in: brotli_static answers before gzip_static, and
 * each only when the browser accepts it and the file has that form; otherwise the file as it is.
 * @param {string} acceptEncoding the request's Accept-Encoding header
 * @param {Partial<Record<string, Buffer>>} forms the file's compressed forms, by encoding
 * @returns {string | null}
 */
export function chooseEncoding(acceptEncoding, forms) {
  const accepted = new Set(acceptEncoding.split(',').map((token) => token.split(';')[0].trim()));
  return PREFERRED.find((encoding) => forms[encoding] && accepted.has(encoding)) ?? null;
}
