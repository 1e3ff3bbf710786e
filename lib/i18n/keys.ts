import type { MessageKeys, Messages, NestedKeyOf } from "next-intl";

/** Every leaf key of the catalogue, as a root translator (`useTranslations()`) takes it. */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/** The keys below a path, relative to it: `KeysUnder<"marketMoney.errors">` is what `t` of that namespace takes. */
export type KeysUnder<P extends string> = Extract<MessageKey, `${P}.${string}`> extends `${P}.${infer K}` ? K : never;

/** The groups directly below a path: `GroupsUnder<"myaffilStats.screens">` lists the screens. */
export type GroupsUnder<P extends string> =
  KeysUnder<P> extends infer K ? (K extends `${infer G}.${string}` ? G : never) : never;

/**
 * Whether a string from outside the code (a server's error code, a row's state) names a message
 * of the translator's namespace; narrows it so that `t(key)` type-checks without a cast.
 * `t.has` answers at run time from the messages the provider holds.
 */
export function isMessageKey<K extends string>(t: { has(key: K): boolean }, key: string): key is K;
export function isMessageKey(t: { has(key: string): boolean }, key: string): boolean {
  return t.has(key);
}

/** Whether a value is one of a typed list (known codes, states); narrows it to the list's members. */
export function isOneOf<K extends string>(list: readonly K[], value: string | null | undefined): value is K {
  return list.some((k) => k === value);
}

/**
 * The label of a value that comes from data (a theme id, a broadcast type) in a list group of the
 * translator's namespace, or the value itself when the catalogue has no message for it.
 */
export function listLabel(
  t: { has(key: string): boolean } & ((key: never) => string),
  group: string,
  value: string,
): string {
  const key = `${group}.${value}`;
  return t.has(key) ? (t as unknown as (k: string) => string)(key) : value;
}
