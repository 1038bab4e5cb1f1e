import { create } from 'zustand'
import { config } from '../config'
import { STORAGE_KEYS, local } from '../utils/storage'

export type Device = 'desktop' | 'mobile'

/** spec §2.3 layout sizes; antd has three component sizes, so Mini is Small with the compact algorithm (theme.ts). */
export const LAYOUT_SIZES = [
  { value: 'default', label: 'Default' },
  { value: 'medium', label: 'Medium' },
  { value: 'small', label: 'Small' },
  { value: 'mini', label: 'Mini' },
] as const
export type LayoutSize = (typeof LAYOUT_SIZES)[number]['value']
export const DEFAULT_SIZE: LayoutSize = 'medium'

interface AppSnapshot {
  sidebarOpened: boolean
  device: Device
  size: LayoutSize
}

interface AppState extends AppSnapshot {
  /** Closing without animation (device switch) so the sidebar doesn't slide on load. */
  withoutAnimation: boolean
  toggleSidebar(): void
  closeSidebar(withoutAnimation?: boolean): void
  setDevice(device: Device): void
  setSize(size: LayoutSize): void
}

export const isMobileWidth = (width: number) => width < config.mobileBreakpoint

const isSize = (v: unknown): v is LayoutSize => LAYOUT_SIZES.some((s) => s.value === v)
const session = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)

/**
 * Start-up state (spec §4 layout): this browser tab's snapshot from session storage (saved on page close) wins,
 * then the remembered sidebar status and size from local storage, then the defaults.
 */
export function initialAppState(): AppSnapshot {
  let snap: Partial<AppSnapshot> = {}
  try {
    snap = JSON.parse(session()?.getItem(STORAGE_KEYS.appState) ?? '{}') as Partial<AppSnapshot>
  } catch {
    // A broken snapshot is ignored.
  }
  const storedSize = local.get(STORAGE_KEYS.layoutSize)
  const storedOpened = local.get(STORAGE_KEYS.sidebarOpened)
  return {
    sidebarOpened: typeof snap.sidebarOpened === 'boolean' ? snap.sidebarOpened : storedOpened !== '0',
    device: snap.device === 'mobile' || snap.device === 'desktop' ? snap.device : 'desktop',
    size: isSize(snap.size) ? snap.size : isSize(storedSize) ? storedSize : DEFAULT_SIZE,
  }
}

export const useApp = create<AppState>()((set, get) => ({
  ...initialAppState(),
  withoutAnimation: false,
  toggleSidebar() {
    const sidebarOpened = !get().sidebarOpened
    local.set(STORAGE_KEYS.sidebarOpened, sidebarOpened ? '1' : '0')
    set({ sidebarOpened, withoutAnimation: false })
  },
  // Not remembered: on mobile the sidebar closes on every route change, which says nothing about the desktop choice.
  closeSidebar(withoutAnimation = false) {
    set({ sidebarOpened: false, withoutAnimation })
  },
  setDevice: (device) => set({ device }),
  setSize(size) {
    local.set(STORAGE_KEYS.layoutSize, size)
    set({ size })
  },
}))

/** Writes this tab's app state to session storage (spec §4: saved on page close, restored on load). */
export function saveAppState() {
  const { sidebarOpened, device, size } = useApp.getState()
  session()?.setItem(STORAGE_KEYS.appState, JSON.stringify({ sidebarOpened, device, size } satisfies AppSnapshot))
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', saveAppState)
