/**
 * JSON to write inside a `<script>` element (JSON-LD): `<`, `>` and `&` are written as their
 * \u escapes, so text staff typed (a product named `</script><script>...`) can never close the
 * element or start markup, and the line and paragraph separators that old parsers choke on are
 * escaped too. The JSON still parses to exactly the same value.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
