// What i18n knows of the messages: their types and how a group of them loads. Which namespaces there are, their
// catalogues and their groups are the app's (src/messages/, issue 52: i18n/ imports no feature): it fills `Catalogs`
// and `MessageGroups` in by declaration merging and hands the loaders to `registerMessages` (index.ts).

/** Each namespace's Chinese catalogue, the type of its messages (filled in by src/messages/). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Catalogs {}
/** The groups messages load in, a chunk per language each (filled in by src/messages/). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MessageGroups {}

export type Namespace = keyof Catalogs
/** A message key of a namespace. */
export type MessageKey<N extends Namespace> = keyof Catalogs[N] & string
export type Group = keyof MessageGroups

/** An English catalogue: exactly the Chinese one's keys (a missing or extra key fails the typecheck). */
export type Translation<Source> = { [K in keyof Source]: string }

export const LANGUAGES = ['zh-CN', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** A group's messages in one language: namespace → key → message. */
export type Bundle = Partial<Record<Namespace, Record<string, string>>>
/** How a group's chunk loads, per language. */
export type GroupLoaders = Record<Language, () => Promise<{ default: Bundle }>>
/** What the app registers: each group's loaders and the group each namespace loads with. */
export interface MessageTable {
  groups: Record<Group, GroupLoaders>
  groupOf: Record<Namespace, Group>
}
