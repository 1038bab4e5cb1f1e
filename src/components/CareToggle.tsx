import { useT } from '../i18n/react'
import { useSettings } from '../stores/settings'

/**
 * The 关怀模式 (elder-friendly mode, 适老化) switch of the shell's top bar and the portal's header: larger type and
 * targets, stronger contrast (src/styles/theme.css, src/theme.ts). Saved at once. A plain button without antd, so the
 * antd-free entrance can carry it as well.
 */
export function CareToggle({ className }: { className?: string }) {
  const t = useT('common')
  const care = useSettings((s) => s.care)
  const setCare = useSettings((s) => s.setCare)
  return (
    <button
      type="button"
      className={['care-toggle', className].filter(Boolean).join(' ')}
      aria-pressed={care}
      title={care ? t('careModeOff') : t('careModeOn')}
      data-testid="care-toggle"
      onClick={() => setCare(!care)}
    >
      {/* the state shows as a mark as well as by aria-pressed, not by colour */}
      <span aria-hidden="true">{care ? '✓' : '◎'}</span>
      {t('careMode')}
    </button>
  )
}
