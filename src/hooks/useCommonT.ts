import { useCallback } from 'react'
import { translate, type MessageKey, type Values } from '../i18n'
import { useLanguage } from '../i18n/react'

/**
 * The common catalogue's translator for the shared components (issue 25): like `useT('common')`, a new `t` per language
 * and a re-render on a switch, but it never suspends. The common messages come with the entrance's group, loaded
 * before the first render and, on a switch, before the new language is shown; `useT`'s `use(…)` of that settled load
 * still makes React's `act` yield (didUsePromise), so a dialog or list rendered in a test was not there synchronously.
 */
export function useCommonT() {
  const language = useLanguage()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `language`: a new `t` per language
  return useCallback((key: MessageKey<'common'>, values?: Values): string => translate('common', key, values), [language])
}
