import type { AstroIntegration } from 'astro';
import { NETLIFY_CLI_REFUSAL, runsUnderNetlifyCli } from '../http/netlify-cli.ts';

/**
 * Stops `astro dev` at start-up when the Netlify CLI runs it (`netlify dev`), with one sentence
 * naming `npm run dev`, instead of a shop whose every login and order would answer 500. Builds
 * (`netlify build`) are not concerned: only the CLI's local servers lack the Blobs semantics.
 */
export function netlifyCliGuard(
  underCli: () => boolean = runsUnderNetlifyCli,
  exit: (code: number) => void = (code) => process.exit(code),
): AstroIntegration {
  return {
    name: 'cube-kitchen:netlify-cli-guard',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'dev' || !underCli()) return;
        logger.error(NETLIFY_CLI_REFUSAL);
        exit(1);
      },
    },
  };
}
