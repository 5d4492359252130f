import { type ComponentType, createContext } from 'react'

/**
 * The empty state's Recommend button, from the buyer actions: the app's root hands it in so the
 * search feature does not import another feature (docs/decisions/0004-layers.md).
 */
export const RecommendSlot = createContext<
  ComponentType<{ kind: 'vendor' | 'tactic'; searchId: number | null }>
>(() => null)
