/**
 * The start of the name of the temporary directory each production-like server keeps its build
 * copy and Blobs in (`<tmpdir>/<prefix>XXXXXX/blobs`), so browser tests can read the emails it
 * kept in its outbox (tests/e2e/fixtures/outbox.ts).
 */
export const BUILD_WORKSPACE_PREFIX = 'cube-kitchen-build-';
