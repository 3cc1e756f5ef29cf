import { describe, expect, it } from 'vitest';
import {
  dataScopeFor,
  linkOriginFor,
  UnknownDeployError,
} from '../../src/lib/system/data-scope.ts';

describe('dataScopeFor', () => {
  it('gives production the site-wide stores', () => {
    expect(dataScopeFor({ context: 'production', deployId: 'abc', onNetlify: true })).toEqual({
      kind: 'site',
      reason: 'production',
    });
  });

  it('gives previews, branch deploys and other branch contexts their deploy’s own stores', () => {
    for (const context of ['deploy-preview', 'branch-deploy', 'staging']) {
      expect(dataScopeFor({ context, deployId: 'dep1', onNetlify: true })).toEqual({
        kind: 'deploy',
        deployId: 'dep1',
      });
    }
  });

  it('keeps local runs (no context, or netlify dev) on the local site stores', () => {
    expect(dataScopeFor({ context: undefined, deployId: undefined, onNetlify: false }).kind).toBe(
      'site',
    );
    expect(dataScopeFor({ context: 'dev', deployId: undefined, onNetlify: false })).toEqual({
      kind: 'site',
      reason: 'local',
    });
  });

  it('refuses to guess on Netlify when the context or the deploy id is missing', () => {
    expect(() => dataScopeFor({ context: undefined, deployId: 'x', onNetlify: true })).toThrow(
      UnknownDeployError,
    );
    expect(() =>
      dataScopeFor({ context: 'deploy-preview', deployId: undefined, onNetlify: true }),
    ).toThrow(UnknownDeployError);
  });
});

describe('linkOriginFor', () => {
  const site = 'https://www.cubekitchen.co.nz/';
  it('links production to the site address, whatever host the request came to', () => {
    expect(
      linkOriginFor({ context: 'production', siteUrl: site }, 'https://x.netlify.app', undefined),
    ).toBe('https://www.cubekitchen.co.nz');
  });

  it('links a preview to itself, never to production', () => {
    const preview = 'https://deploy-preview-3--cube.netlify.app';
    expect(linkOriginFor({ context: 'deploy-preview', siteUrl: site }, preview, site)).toBe(
      preview,
    );
  });

  it('links local runs to URL when set, else to where the request came', () => {
    const local = 'http://localhost:4321';
    expect(linkOriginFor({ context: undefined, siteUrl: undefined }, local, undefined)).toBe(local);
    expect(linkOriginFor({ context: undefined, siteUrl: undefined }, local, site)).toBe(
      'https://www.cubekitchen.co.nz',
    );
  });
});
