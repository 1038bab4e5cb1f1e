import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'coverage', '.bench', 'tests/e2e/.artifacts'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Dates and numbers are shown through one helper (issue 16): utils/format.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/utils/date'], importNames: ['formatDate'], message: 'Show dates with utils/format (formatDate, formatDateTime, formatDay).' },
          ],
        },
      ],
    },
  },
  { files: ['src/utils/**'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
  },
  // Runs first in every browser, below the floor too (issue 50): ES5, so IE reads it far enough to say it is too old.
  {
    files: ['public/prefs.js'],
    languageOptions: { ecmaVersion: 5, sourceType: 'script', globals: globals.browser },
    rules: { 'no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
)
