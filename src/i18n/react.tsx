import { I18nProvider, Trans } from '@lingui/react'
import { use, useCallback, useSyncExternalStore, type ReactElement } from 'react'
import { i18n, language, pendingNamespace, type Language, type MessageKey, type Namespace, type Values } from '.'

const subscribe = (onChange: () => void) => i18n.on('change', onChange)

/** The current language, re-rendering on a switch. */
export function useLanguage(): Language {
  useSyncExternalStore(subscribe, () => i18n.locale)
  return language()
}

/**
 * Suspends until a namespace's messages are there — only then: `use` of a settled promise still makes React yield
 * (and `act` in tests return before the render is done).
 */
function useMessages(ns: Namespace) {
  const pending = pendingNamespace(ns)
  if (pending) use(pending)
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
