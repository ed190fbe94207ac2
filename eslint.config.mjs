// ESLint flat config: TypeScript-aware rules for the site's code, React hooks rules, and
// the @docusaurus rules that keep links and headings going through the framework.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      // Generated files, wherever a build writes them: the throwaway sites of the tests build in
      // tests/fixtures/, and a run cut short leaves their output behind.
      '**/build/',
      '**/.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'static/',
      '.bench/',
      '.determinism/',
      'build-base-url/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts}'],
    languageOptions: {
      globals: {...globals.node, ...globals.browser},
    },
    plugins: {
      '@docusaurus': docusaurus,
      'react-hooks': reactHooks,
    },
    rules: {
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      // Config modules and plugins use require.resolve, which Docusaurus loads through jiti.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Docs components render external links with target/rel on purpose in a few places.
    files: ['src/sw.js'],
    languageOptions: {globals: globals.serviceworker},
  },
);
