import { I18nProvider, Trans } from '@lingui/react'
import { useCallback, useSyncExternalStore, type ReactElement } from 'react'
import { i18n, language, pendingNamespace, type Language, type MessageKey, type Namespace, type Values } from '.'

const subscribe = (onChange: () => void) => i18n.on('change', onChange)

/** The current language, re-rendering on a switch. */
export function useLanguage(): Language {
  useSyncExternalStore(subscribe, () => i18n.locale)
  return language()
}

/**
 * Suspends until a namespace's messages are there, and only then. Thrown, not `use()`d: a conditional `use` breaks
 * React's replay of a component that suspended on it (on the replay the load has settled, `use` is skipped and the
 * hooks after it run as updates: React error #467, "recovered" as #520); and `use` of a settled promise would make
 * every render yield (`act` in tests returned before the render was done).
 */
function useMessages(ns: Namespace) {
  const pending = pendingNamespace(ns)
  if (pending) throw pending
}

/** A namespace's typed translator: `const t = useT('system'); t('dictTitle')`. Suspends until its messages are loaded. */
export function useT<N extends Namespace>(ns: N) {
  useMessages(ns)
  const lang = useLanguage() // a new `t` per language: what memoises on `t` recomputes after a switch
  return useCallback((key: MessageKey<N>, values?: Values): string => i18n._(`${ns}.${key}`, values), [lang, ns]) // eslint-disable-line react-hooks/exhaustive-deps
}
export type Translator<N extends Namespace> = ReturnType<typeof useT<N>>

/**
 * A message with elements inside: `<0>用户协议</0>` in the message, `components={{ 0: <a href=… /> }}` here, so the
 * translation may move the link within its sentence.
 */
export function RichText<N extends Namespace>(props: {
  ns: N
  k: MessageKey<N>
  values?: Values
  components: Record<string, ReactElement>
}) {
  useMessages(props.ns)
  return (
    <I18nProvider i18n={i18n}>
      <Trans id={`${props.ns}.${props.k}`} values={props.values} components={props.components} />
    </I18nProvider>
  )
}
