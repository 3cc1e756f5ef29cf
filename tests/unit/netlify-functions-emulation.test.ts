import { describe, expect, it } from 'vitest';
import {
  NETLIFY_VITE_PLUGIN,
  withoutNetlifyFunctionsEmulation,
} from '../../src/server/dev/netlify-functions-emulation.ts';

const noImages = { domains: [], remotePatterns: [] };
const adapterHook = () => undefined;

describe('withoutNetlifyFunctionsEmulation', () => {
  it('gives the plugin the adapter added (nested as Vite allows) a server hook of its own', () => {
    const added = { name: NETLIFY_VITE_PLUGIN, configureServer: adapterHook };
    const other = { name: 'other', configureServer: adapterHook };
    withoutNetlifyFunctionsEmulation({
      image: noImages,
      vite: { plugins: [other, [[added]]] },
    } as never);
    expect(added.configureServer).toBeTypeOf('function');
    expect(added.configureServer).not.toBe(adapterHook);
    expect(other.configureServer).toBe(adapterHook);
  });

  it('stops astro dev when the adapter added no such plugin (an upgrade renamed it)', () => {
    expect(() => {
      withoutNetlifyFunctionsEmulation({
        image: noImages,
        vite: { plugins: [{ name: 'vite-plugin-netlify-renamed' }] },
      } as never);
    }).toThrow(/set up has no vite-plugin-netlify/);
  });

  it('stops astro dev when remote images are configured, which the new plugin would not know', () => {
    const added = { name: NETLIFY_VITE_PLUGIN, configureServer: adapterHook };
    expect(() => {
      withoutNetlifyFunctionsEmulation({
        image: { domains: ['images.example.com'], remotePatterns: [] },
        vite: { plugins: [added] },
      } as never);
    }).toThrow(/remote image patterns/);
    expect(added.configureServer).toBe(adapterHook);
  });
});
