// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.netlify/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Numbers in template literals (prices, counts) are everyday and safe.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/features/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  ...astro.configs.recommended,
  {
    // Astro's parser gives no type information for .astro files, so type-aware rules are off there.
    files: ['**/*.astro'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Config files sit outside tsconfig's program; lint them without types.
    files: ['*.config.js', '*.config.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
